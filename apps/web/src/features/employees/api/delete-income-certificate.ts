import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiPost } from '../../../lib/api-client';
import { incomeCertificatesKey } from './get-income-certificates';

/** POST /api/rrhh/employee/income-certificate/delete. */
export const deleteIncomeCertificate = (id: number): Promise<{ id: number }> =>
  apiPost<{ id: number }>('/rrhh/employee/income-certificate/delete', { id });

export const useDeleteIncomeCertificate = (employeeId: number) => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteIncomeCertificate,
    onSettled: () => queryClient.invalidateQueries({ queryKey: incomeCertificatesKey(employeeId) }),
  });
};
