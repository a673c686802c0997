import { useMutation } from '@tanstack/react-query';
import type { TLoginBody, TSecondFactorChallenge } from '@zerg/shared';
import { apiPost } from '../../../lib/api-client';
import type { SessionAnswer } from '../../../lib/storage';

/**
 * POST /api/login — 401 INVALID_CREDENTIALS, 429 TOO_MANY_ATTEMPTS. The refresh token comes as a
 * cookie; a user who needs a second factor gets a challenge instead of a session.
 */
export const login = (body: TLoginBody): Promise<SessionAnswer | TSecondFactorChallenge> =>
  apiPost<SessionAnswer | TSecondFactorChallenge>('/login', body);

export const useLogin = () => useMutation({ mutationFn: login, meta: { handlesErrors: true } });
