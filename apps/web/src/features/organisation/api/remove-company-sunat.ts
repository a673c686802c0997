import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { TSunatCredentialsAnswer } from '@zerg/shared';
import { apiPost } from '../../../lib/api-client';
import { refreshAfterSave } from './keys';

/** POST /api/setting/company/sunat/remove — the company stops issuing electronically. */
export const removeCompanySunat = (companyId: number) =>
  apiPost<TSunatCredentialsAnswer>('/setting/company/sunat/remove', { id: companyId });

export const useRemoveCompanySunat = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: removeCompanySunat,
    meta: { handlesErrors: true },
    onSuccess: () => refreshAfterSave(queryClient),
  });
};
