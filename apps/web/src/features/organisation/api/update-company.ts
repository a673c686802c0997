import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { TCompanyItem, TCompanyUpdateBody } from '@zerg/shared';
import { apiPost } from '../../../lib/api-client';
import { refreshAfterSave } from './keys';

/** POST /api/setting/company/update — 409 COMPANY_ALREADY_REGISTERED (with `errors.ruc`). */
export const updateCompany = (body: TCompanyUpdateBody): Promise<TCompanyItem> =>
  apiPost<TCompanyItem>('/setting/company/update', body);

export const useUpdateCompany = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateCompany,
    meta: { handlesErrors: true },
    onSuccess: () => refreshAfterSave(queryClient, 'companies'),
  });
};
