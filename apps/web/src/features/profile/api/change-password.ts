import { useMutation } from '@tanstack/react-query';
import type { TChangePasswordBody, TOk } from '@zerg/shared';
import { apiPost } from '../../../lib/api-client';

/** POST /api/user/change-password — 409 WRONG_CURRENT_PASSWORD. */
export const changePassword = (body: TChangePasswordBody): Promise<TOk> =>
  apiPost<TOk>('/user/change-password', body);

export const useChangePassword = () =>
  useMutation({ mutationFn: changePassword, meta: { handlesErrors: true } });
