import { queryOptions, useQuery } from '@tanstack/react-query';
import type { TProfile } from '@zerg/shared';
import { apiPost } from '../../../lib/api-client';

export const PROFILE_QUERY_KEY = ['profile'] as const;

/** POST /api/user/get-profile-user — the signed-in user's own profile. */
export const getProfile = (signal?: AbortSignal): Promise<TProfile> =>
  apiPost<TProfile>('/user/get-profile-user', {}, { signal });

export const profileQueryOptions = () =>
  queryOptions({ queryKey: PROFILE_QUERY_KEY, queryFn: ({ signal }) => getProfile(signal) });

export const useProfile = () => useQuery(profileQueryOptions());
