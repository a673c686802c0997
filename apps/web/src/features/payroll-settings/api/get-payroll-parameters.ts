import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { TPayrollParameterListQuery, TPayrollParameterListResponse } from '@zerg/shared';
import type { ListParams } from '../../../components/use-list-state';
import { apiPost } from '../../../lib/api-client';
import { PAYROLL_PARAMETERS_QUERY_KEY } from './keys';

export type PayrollParameterFilters = NonNullable<TPayrollParameterListQuery['filters']>;
export type PayrollParameterListParams = ListParams<PayrollParameterFilters>;

/** POST /api/setting/payroll/parameter/list — the dated values of the legal parameters. */
export const getPayrollParameters = (params: PayrollParameterListParams, signal?: AbortSignal) =>
  apiPost<TPayrollParameterListResponse>(
    '/setting/payroll/parameter/list',
    params as TPayrollParameterListQuery,
    {
      signal,
    },
  );

export const payrollParametersQueryOptions = (params: PayrollParameterListParams) =>
  queryOptions({
    queryKey: [...PAYROLL_PARAMETERS_QUERY_KEY, 'list', params],
    queryFn: ({ signal }) => getPayrollParameters(params, signal),
    placeholderData: keepPreviousData,
  });

export const usePayrollParameters = (params: PayrollParameterListParams) =>
  useQuery(payrollParametersQueryOptions(params));
