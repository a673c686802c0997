import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { TPayrollSlipListQuery, TPayrollSlipListResponse } from '@zerg/shared';
import { apiPost } from '../../../lib/api-client';
import { PAYROLL_RUN_QUERY_KEY } from './keys';

/** POST /api/rrhh/payroll/slip/list — one page of a run's payslips. */
export const getPayrollSlips = (params: TPayrollSlipListQuery, signal?: AbortSignal) =>
  apiPost<TPayrollSlipListResponse>('/rrhh/payroll/slip/list', params, { signal });

/** `computedAt`: the run's last computation, so the slips load again when a job finishes. */
export const payrollSlipsQueryOptions = (params: TPayrollSlipListQuery, computedAt?: string | null) =>
  queryOptions({
    queryKey: [...PAYROLL_RUN_QUERY_KEY, 'slips', params, computedAt ?? null],
    queryFn: ({ signal }) => getPayrollSlips(params, signal),
    placeholderData: keepPreviousData,
  });

export const usePayrollSlips = (params: TPayrollSlipListQuery, computedAt?: string | null) =>
  useQuery(payrollSlipsQueryOptions(params, computedAt));
