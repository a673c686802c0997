import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { TPayrollRunListQuery, TPayrollRunListResponse } from '@zerg/shared';
import { apiPost } from '../../../lib/api-client';
import { PAYROLL_RUN_QUERY_KEY } from './keys';

/** POST /api/rrhh/payroll/run/list — one page of payroll runs. */
export const getPayrollRuns = (params: TPayrollRunListQuery, signal?: AbortSignal) =>
  apiPost<TPayrollRunListResponse>('/rrhh/payroll/run/list', params, { signal });

export const payrollRunsQueryOptions = (params: TPayrollRunListQuery) =>
  queryOptions({
    queryKey: [...PAYROLL_RUN_QUERY_KEY, 'list', params],
    queryFn: ({ signal }) => getPayrollRuns(params, signal),
    placeholderData: keepPreviousData,
    // While a run computes, the list shows its progress.
    refetchInterval: (query) =>
      query.state.data?.data.some((r) => r.job === 'queued' || r.job === 'running') ? 1000 : false,
  });

export const usePayrollRuns = (params: TPayrollRunListQuery) => useQuery(payrollRunsQueryOptions(params));
