import { useMutation } from '@tanstack/react-query';
import type { TSecondFactorLoginResponse, TSecondFactorVerifyBody } from '@zerg/shared';
import { apiPost } from '../../../lib/api-client';

/**
 * POST /api/login/second-factor (a code or a recovery code) or …/confirm (the first code of an
 * enrolment, answering the recovery codes) — 400 INVALID_SECOND_FACTOR_CODE, 401 when the
 * challenge expired, 429 TOO_MANY_ATTEMPTS.
 */
export const secondFactorVerify = ({
  enrolling,
  ...body
}: TSecondFactorVerifyBody & { enrolling: boolean }): Promise<TSecondFactorLoginResponse> =>
  apiPost<TSecondFactorLoginResponse>(
    enrolling ? '/login/second-factor/confirm' : '/login/second-factor',
    body,
  );

export const useSecondFactorVerify = () =>
  useMutation({ mutationFn: secondFactorVerify, meta: { handlesErrors: true } });
