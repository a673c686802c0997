import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { TActiveBody, TCompanyItem } from '@zerg/shared';
import { apiPost } from '../../../lib/api-client';
import { refreshAfterSave } from './keys';

/** POST /api/setting/company/set-active — activates or deactivates a company. */
export const setCompanyActive = (body: TActiveBody): Promise<TCompanyItem> =>
  apiPost<TCompanyItem>('/setting/company/set-active', body);

export const useSetCompanyActive = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: setCompanyActive,
    meta: { handlesErrors: true },
    onSuccess: () => refreshAfterSave(queryClient, 'companies'),
  });
};
