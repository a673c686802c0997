import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { TPayrollVacationListQuery, TPayrollVacationListResponse } from '@zerg/shared';
import type { ListParams } from '../../../components/use-list-state';
import { apiPost } from '../../../lib/api-client';
import { PAYROLL_VACATIONS_QUERY_KEY } from './keys';

export type PayrollVacationFilters = NonNullable<TPayrollVacationListQuery['filters']>;
export type PayrollVacationListParams = ListParams<PayrollVacationFilters>;

/** POST /api/rrhh/payroll/vacation/list — balances and the next period of every visible employee. */
export const getPayrollVacations = (params: PayrollVacationListParams, signal?: AbortSignal) =>
  apiPost<TPayrollVacationListResponse>('/rrhh/payroll/vacation/list', params as TPayrollVacationListQuery, {
    signal,
  });

export const payrollVacationsQueryOptions = (params: PayrollVacationListParams) =>
  queryOptions({
    queryKey: [...PAYROLL_VACATIONS_QUERY_KEY, 'list', params],
    queryFn: ({ signal }) => getPayrollVacations(params, signal),
    placeholderData: keepPreviousData,
  });

export const usePayrollVacations = (params: PayrollVacationListParams) =>
  useQuery(payrollVacationsQueryOptions(params));
