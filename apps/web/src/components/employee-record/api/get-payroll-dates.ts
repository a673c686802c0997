import { queryOptions, useQuery } from '@tanstack/react-query';
import type { TPayrollDate } from '@zerg/shared';
import { apiPost } from '../../../lib/api-client';

export const PAYROLL_DATES_QUERY_KEY = ['profile', 'payroll-dates'] as const;

/** POST /api/rrhh/payroll/employee/get-payroll-dates — the signed-in worker's approved payslips. */
export const getPayrollDates = (signal?: AbortSignal): Promise<TPayrollDate[]> =>
  apiPost<TPayrollDate[]>('/rrhh/payroll/employee/get-payroll-dates', {}, { signal });

export const payrollDatesQueryOptions = () =>
  queryOptions({ queryKey: PAYROLL_DATES_QUERY_KEY, queryFn: ({ signal }) => getPayrollDates(signal) });

export const usePayrollDates = () => useQuery(payrollDatesQueryOptions());
