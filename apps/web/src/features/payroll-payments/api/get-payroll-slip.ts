import { queryOptions, useQuery } from '@tanstack/react-query';
import type { TPayrollSlipDetail } from '@zerg/shared';
import { apiPost } from '../../../lib/api-client';
import { PAYROLL_RUN_QUERY_KEY } from './keys';

/** POST /api/rrhh/payroll/slip/get — one payslip with every line. */
export const getPayrollSlip = (id: number, signal?: AbortSignal) =>
  apiPost<TPayrollSlipDetail>('/rrhh/payroll/slip/get', { id }, { signal });

export const usePayrollSlip = (id: number | null) =>
  useQuery({
    ...queryOptions({
      queryKey: [...PAYROLL_RUN_QUERY_KEY, 'slip', id],
      queryFn: ({ signal }) => getPayrollSlip(id as number, signal),
    }),
    enabled: id !== null,
  });
