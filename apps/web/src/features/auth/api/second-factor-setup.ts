import { useQuery } from '@tanstack/react-query';
import type { TSecondFactorSetup } from '@zerg/shared';
import { apiPost } from '../../../lib/api-client';

/** POST /api/login/second-factor/setup — a new key for the challenge's user (401 when it expired). */
export const secondFactorSetup = (challenge: string, signal?: AbortSignal): Promise<TSecondFactorSetup> =>
  apiPost<TSecondFactorSetup>('/login/second-factor/setup', { challenge }, { signal });

/** Asked once per challenge: a new request would make a new key. */
export const useSecondFactorSetup = (challenge: string) =>
  useQuery({
    queryKey: ['auth', 'second-factor-setup', challenge],
    queryFn: ({ signal }) => secondFactorSetup(challenge, signal),
    staleTime: Number.POSITIVE_INFINITY,
    gcTime: 0,
    retry: false,
    meta: { handlesErrors: true },
  });
