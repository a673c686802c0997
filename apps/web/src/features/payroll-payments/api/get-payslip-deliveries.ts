import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { TPayslipDeliveryList, TPayslipDeliveryListQuery } from '@zerg/shared';
import type { ListParams } from '../../../components/use-list-state';
import { apiPost } from '../../../lib/api-client';
import { deliveriesKey } from './keys';

export type PayslipDeliveryFilters = Omit<NonNullable<TPayslipDeliveryListQuery['filters']>, 'runId'>;
export type PayslipDeliveryListParams = ListParams<PayslipDeliveryFilters>;

/** POST /api/rrhh/payroll/payslip/deliveries — the run's electronic boletas, a row per worker. */
export const getPayslipDeliveries = (
  runId: number,
  params: PayslipDeliveryListParams,
  signal?: AbortSignal,
) =>
  apiPost<TPayslipDeliveryList>(
    '/rrhh/payroll/payslip/deliveries',
    { ...params, filters: { ...params.filters, runId } } as TPayslipDeliveryListQuery,
    { signal },
  );

export const payslipDeliveriesQueryOptions = (runId: number, params: PayslipDeliveryListParams) =>
  queryOptions({
    queryKey: [...deliveriesKey(runId), 'list', params],
    queryFn: ({ signal }) => getPayslipDeliveries(runId, params, signal),
    placeholderData: keepPreviousData,
  });

export const usePayslipDeliveries = (runId: number, params: PayslipDeliveryListParams, polling: boolean) =>
  useQuery({ ...payslipDeliveriesQueryOptions(runId, params), refetchInterval: polling ? 2000 : false });
