import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { TUserEdit, TUserUpdateBody } from '@zerg/shared';
import { apiPost } from '../../../lib/api-client';
import { SESSION_ACCESS_QUERY_KEY } from '../../../lib/query-keys';
import { readSession } from '../../../lib/storage';
import { USERS_QUERY_KEY } from './keys';

/** POST /api/user/update-user — 409 CANNOT_REMOVE_OWN_ACCESS when an admin cuts their own access. */
export const updateUser = (body: TUserUpdateBody): Promise<TUserEdit> =>
  apiPost<TUserEdit>('/user/update-user', body);

export const useUpdateUser = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateUser,
    meta: { handlesErrors: true },
    onSuccess: async (saved) => {
      await queryClient.invalidateQueries({ queryKey: USERS_QUERY_KEY });
      // Editing yourself changes your own modules and sections: reload them for the menus.
      if (saved.id === readSession().userData?.id) {
        await queryClient.invalidateQueries({ queryKey: SESSION_ACCESS_QUERY_KEY });
      }
    },
  });
};
