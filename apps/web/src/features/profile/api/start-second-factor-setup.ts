import { useMutation } from '@tanstack/react-query';
import type { TSecondFactorSetup } from '@zerg/shared';
import { apiPost } from '../../../lib/api-client';

/** POST /api/user/second-factor/setup — a new key to scan — 409 SECOND_FACTOR_ALREADY_ENROLLED. */
export const startSecondFactorSetup = (): Promise<TSecondFactorSetup> =>
  apiPost<TSecondFactorSetup>('/user/second-factor/setup');

export const useStartSecondFactorSetup = () => useMutation({ mutationFn: startSecondFactorSetup });
