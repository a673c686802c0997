import { queryOptions, useQuery } from '@tanstack/react-query';
import type { TPayrollRunDetail } from '@zerg/shared';
import { apiPost } from '../../../lib/api-client';
import { PAYROLL_RUN_QUERY_KEY } from './keys';

/** POST /api/rrhh/payroll/run/get — a run's totals, progress and warnings; polled while it computes. */
export const getPayrollRun = (id: number, signal?: AbortSignal) =>
  apiPost<TPayrollRunDetail>('/rrhh/payroll/run/get', { id }, { signal });

export const payrollRunQueryOptions = (id: number) =>
  queryOptions({
    queryKey: [...PAYROLL_RUN_QUERY_KEY, 'get', id],
    queryFn: ({ signal }) => getPayrollRun(id, signal),
    refetchInterval: (query) =>
      query.state.data && query.state.data.job !== 'done' && query.state.data.job !== 'failed' ? 1000 : false,
  });

export const usePayrollRun = (id: number) => useQuery(payrollRunQueryOptions(id));
