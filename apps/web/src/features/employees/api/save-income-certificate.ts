import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { TIncomeCertificate, TIncomeCertificateCreateBody } from '@zerg/shared';
import { apiPost } from '../../../lib/api-client';
import { incomeCertificatesKey } from './get-income-certificates';

/** The form's values: a new certificate has no id. */
export type IncomeCertificateSave = Omit<TIncomeCertificateCreateBody, 'employee_id'> & { id?: number };

/**
 * POST /api/rrhh/employee/income-certificate/create or /update — field errors on `year` (not the
 * hire year), `employerRuc` (check digit, or already held for the year) and the amounts.
 */
export const saveIncomeCertificate = (
  employeeId: number,
  body: IncomeCertificateSave,
): Promise<TIncomeCertificate> =>
  body.id
    ? apiPost<TIncomeCertificate>('/rrhh/employee/income-certificate/update', body)
    : apiPost<TIncomeCertificate>('/rrhh/employee/income-certificate/create', {
        ...body,
        employee_id: employeeId,
      });

export const useSaveIncomeCertificate = (employeeId: number) => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: IncomeCertificateSave) => saveIncomeCertificate(employeeId, body),
    meta: { handlesErrors: true },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: incomeCertificatesKey(employeeId) }),
  });
};
