import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { TActiveBody, TRoleItem } from '@zerg/shared';
import { apiPost } from '../../../lib/api-client';
import { refreshAfterSave } from './keys';

/** POST /api/setting/role/set-active — 409 ROLE_IN_USE naming how many users still hold the role. */
export const setRoleActive = (body: TActiveBody): Promise<TRoleItem> =>
  apiPost<TRoleItem>('/setting/role/set-active', body);

export const useSetRoleActive = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: setRoleActive,
    meta: { handlesErrors: true },
    onSuccess: () => refreshAfterSave(queryClient, 'roles'),
  });
};
