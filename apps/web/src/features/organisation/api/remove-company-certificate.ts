import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { TCompanyCertificateAnswer } from '@zerg/shared';
import { apiPost } from '../../../lib/api-client';
import { refreshAfterSave } from './keys';

/** POST /api/setting/company/certificate/remove — deletes the company's signing certificate. */
export const removeCompanyCertificate = (companyId: number) =>
  apiPost<TCompanyCertificateAnswer>('/setting/company/certificate/remove', { id: companyId });

export const useRemoveCompanyCertificate = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: removeCompanyCertificate,
    onSuccess: () => refreshAfterSave(queryClient),
  });
};
