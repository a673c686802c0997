import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { TCompanyBody, TCompanyItem } from '@zerg/shared';
import { apiPost } from '../../../lib/api-client';
import { refreshAfterSave } from './keys';

/** POST /api/setting/company/create — 409 COMPANY_ALREADY_REGISTERED (with `errors.ruc`). */
export const createCompany = (body: TCompanyBody): Promise<TCompanyItem> =>
  apiPost<TCompanyItem>('/setting/company/create', body);

export const useCreateCompany = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createCompany,
    meta: { handlesErrors: true },
    onSuccess: () => refreshAfterSave(queryClient, 'companies'),
  });
};
