import { useMutation } from '@tanstack/react-query';
import type { TOk, TResetPasswordBody } from '@zerg/shared';
import { apiPost } from '../../../lib/api-client';

/** POST /api/reset-password — 400 INVALID_RESET_TOKEN when the link is used or expired. */
export const resetPassword = (body: TResetPasswordBody): Promise<TOk> =>
  apiPost<TOk>('/reset-password', body);

export const useResetPassword = () =>
  useMutation({ mutationFn: resetPassword, meta: { handlesErrors: true } });
