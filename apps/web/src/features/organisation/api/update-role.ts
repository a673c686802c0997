import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { TRoleItem, TRoleUpdateBody } from '@zerg/shared';
import { apiPost } from '../../../lib/api-client';
import { refreshAfterSave } from './keys';

/** POST /api/setting/role/update — 409 ROLE_ALREADY_REGISTERED ("Rol already registered"). */
export const updateRole = (body: TRoleUpdateBody): Promise<TRoleItem> =>
  apiPost<TRoleItem>('/setting/role/update', body);

export const useUpdateRole = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateRole,
    meta: { handlesErrors: true },
    onSuccess: () => refreshAfterSave(queryClient, 'roles'),
  });
};
