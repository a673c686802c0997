import { queryOptions, useQuery } from '@tanstack/react-query';
import type { TPayrollDate, TPayrollDatesBody } from '@zerg/shared';
import { apiPost } from '../../../lib/api-client';
import { employeeRecordKey } from '../../../lib/query-keys';

export const OWN_PAYROLL_DATES_QUERY_KEY = ['profile', 'payroll-dates'] as const;

/**
 * POST /api/rrhh/payroll/employee/get-payroll-dates — a worker's payslips, newest first: the
 * signed-in worker's own approved ones without `employeeId`, any worker's (drafts too) for HR.
 */
export const getPayrollDates = (employeeId?: number, signal?: AbortSignal): Promise<TPayrollDate[]> =>
  apiPost<TPayrollDate[]>(
    '/rrhh/payroll/employee/get-payroll-dates',
    (employeeId ? { employeeId } : {}) satisfies TPayrollDatesBody,
    { signal },
  );

export const payrollDatesQueryOptions = (employeeId?: number) =>
  queryOptions({
    queryKey: employeeId ? [...employeeRecordKey(employeeId), 'payroll-dates'] : OWN_PAYROLL_DATES_QUERY_KEY,
    queryFn: ({ signal }) => getPayrollDates(employeeId, signal),
  });

export const usePayrollDates = (employeeId?: number) => useQuery(payrollDatesQueryOptions(employeeId));
