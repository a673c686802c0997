import { useMutation } from '@tanstack/react-query';
import type { TLoginBody, TLoginResponse } from '@zerg/shared';
import { apiPost } from '../../../lib/api-client';

/** POST /api/login — 401 INVALID_CREDENTIALS, 429 TOO_MANY_ATTEMPTS. */
export const login = (body: TLoginBody): Promise<TLoginResponse> => apiPost<TLoginResponse>('/login', body);

export const useLogin = () => useMutation({ mutationFn: login, meta: { handlesErrors: true } });
