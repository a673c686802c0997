import { useMutation } from '@tanstack/react-query';
import type { TLoginBody } from '@zerg/shared';
import { apiPost } from '../../../lib/api-client';
import type { SessionAnswer } from '../../../lib/storage';

/** POST /api/login — 401 INVALID_CREDENTIALS, 429 TOO_MANY_ATTEMPTS. The refresh token comes as a cookie. */
export const login = (body: TLoginBody): Promise<SessionAnswer> => apiPost<SessionAnswer>('/login', body);

export const useLogin = () => useMutation({ mutationFn: login, meta: { handlesErrors: true } });
