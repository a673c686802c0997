import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { TSunatCredentialsAnswer, TSunatCredentialsInput } from '@zerg/shared';
import { apiPost } from '../../../lib/api-client';
import { refreshAfterSave } from './keys';

/** POST /api/setting/company/sunat/update — saves the credentials; an empty secret keeps the stored one. */
export const updateCompanySunat = (body: TSunatCredentialsInput) =>
  apiPost<TSunatCredentialsAnswer>('/setting/company/sunat/update', body);

export const useUpdateCompanySunat = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateCompanySunat,
    onSuccess: () => refreshAfterSave(queryClient),
  });
};
