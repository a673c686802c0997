import { queryOptions, useQuery } from '@tanstack/react-query';
import type { TPayrollRegime } from '@zerg/shared';
import { apiPost } from '../../../lib/api-client';
import { PAYROLL_REGIMES_QUERY_KEY } from './keys';

/** POST /api/setting/payroll/regime/list — the three labour regimes and their active staff. */
export const getPayrollRegimes = (signal?: AbortSignal) =>
  apiPost<{ data: TPayrollRegime[] }>('/setting/payroll/regime/list', undefined, { signal });

export const payrollRegimesQueryOptions = () =>
  queryOptions({
    queryKey: [...PAYROLL_REGIMES_QUERY_KEY],
    queryFn: ({ signal }) => getPayrollRegimes(signal),
  });

export const usePayrollRegimes = () => useQuery(payrollRegimesQueryOptions());
