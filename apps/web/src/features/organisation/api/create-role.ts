import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { TRoleBody, TRoleItem } from '@zerg/shared';
import { apiPost } from '../../../lib/api-client';
import { refreshAfterSave } from './keys';

/** POST /api/setting/role/create — 409 ROLE_ALREADY_REGISTERED ("Rol already registered"). */
export const createRole = (body: TRoleBody): Promise<TRoleItem> =>
  apiPost<TRoleItem>('/setting/role/create', body);

export const useCreateRole = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createRole,
    meta: { handlesErrors: true },
    onSuccess: () => refreshAfterSave(queryClient, 'roles'),
  });
};
