import { queryOptions, useQuery } from '@tanstack/react-query';
import type { TEmployeeDeliveriesBody, TPayslipDelivery } from '@zerg/shared';
import { apiPost } from '../../../lib/api-client';
import { employeeRecordKey } from '../../../lib/query-keys';

export const OWN_SIGNED_PAYSLIPS_QUERY_KEY = ['profile', 'signed-payslips'] as const;

/**
 * POST /api/rrhh/payroll/employee/get-payroll-signed — a worker's signed electronic boletas and
 * their delivery: the signed-in worker's own without `employeeId`, any worker's for HR.
 */
export const getSignedPayslips = (employeeId?: number, signal?: AbortSignal) =>
  apiPost<TPayslipDelivery[]>(
    '/rrhh/payroll/employee/get-payroll-signed',
    (employeeId ? { employeeId } : {}) satisfies TEmployeeDeliveriesBody,
    { signal },
  );

export const signedPayslipsQueryOptions = (employeeId?: number) =>
  queryOptions({
    queryKey: employeeId
      ? [...employeeRecordKey(employeeId), 'signed-payslips']
      : OWN_SIGNED_PAYSLIPS_QUERY_KEY,
    queryFn: ({ signal }) => getSignedPayslips(employeeId, signal),
  });

export const useSignedPayslips = (employeeId?: number) => useQuery(signedPayslipsQueryOptions(employeeId));
