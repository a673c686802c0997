import { queryOptions, useQuery } from '@tanstack/react-query';
import type { TAllowedAccess } from '@zerg/shared';
import { apiPost } from '../../../lib/api-client';
import { USERS_QUERY_KEY } from './keys';

/** POST /api/user/allowed-access — what the employee's area lets a user be given (null: anything). */
export const getAllowedAccess = (employeeId: number | null, signal?: AbortSignal): Promise<TAllowedAccess> =>
  apiPost<TAllowedAccess>('/user/allowed-access', { employeeId }, { signal });

export const allowedAccessQueryOptions = (employeeId: number | null) =>
  queryOptions({
    queryKey: [...USERS_QUERY_KEY, 'allowed-access', employeeId],
    queryFn: ({ signal }) => getAllowedAccess(employeeId, signal),
    enabled: employeeId !== null,
    staleTime: 60_000,
  });

export const useAllowedAccess = (employeeId: number | null) =>
  useQuery(allowedAccessQueryOptions(employeeId));
