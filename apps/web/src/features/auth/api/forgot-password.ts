import { useMutation } from '@tanstack/react-query';
import type { TForgotPasswordBody, TOk } from '@zerg/shared';
import { apiPost } from '../../../lib/api-client';

/** POST /api/forgot-password — always `{ ok: true }`, known email or not. */
export const forgotPassword = (body: TForgotPasswordBody): Promise<TOk> =>
  apiPost<TOk>('/forgot-password', body);

export const useForgotPassword = () =>
  useMutation({ mutationFn: forgotPassword, meta: { handlesErrors: true } });
