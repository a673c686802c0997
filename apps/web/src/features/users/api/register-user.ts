import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { TUserEdit, TUserRegisterBody } from '@zerg/shared';
import { apiPost } from '../../../lib/api-client';
import { USERS_QUERY_KEY } from './keys';

/** POST /api/user/register — 409 EMAIL_ALREADY_REGISTERED (with `errors.email`). */
export const registerUser = (body: TUserRegisterBody): Promise<TUserEdit> =>
  apiPost<TUserEdit>('/user/register', body);

export const useRegisterUser = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: registerUser,
    meta: { handlesErrors: true },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: USERS_QUERY_KEY }),
  });
};
