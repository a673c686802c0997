import { queryOptions, useQuery } from '@tanstack/react-query';
import type { TSecondFactorStatus } from '@zerg/shared';
import { apiPost } from '../../../lib/api-client';

export const SECOND_FACTOR_STATUS_KEY = ['profile', 'second-factor'] as const;

/** POST /api/user/second-factor/status — whether the user's second factor is on, and required. */
export const getSecondFactorStatus = (signal?: AbortSignal): Promise<TSecondFactorStatus> =>
  apiPost<TSecondFactorStatus>('/user/second-factor/status', {}, { signal });

export const useSecondFactorStatus = () =>
  useQuery(
    queryOptions({
      queryKey: SECOND_FACTOR_STATUS_KEY,
      queryFn: ({ signal }) => getSecondFactorStatus(signal),
    }),
  );
