import { queryOptions, useQuery } from '@tanstack/react-query';
import type { TUserEdit } from '@zerg/shared';
import { apiPost } from '../../../lib/api-client';
import { USERS_QUERY_KEY } from './keys';

/** POST /api/user/get-user-edit — a user as the edit form needs it. */
export const getUserEdit = (id: number, signal?: AbortSignal): Promise<TUserEdit> =>
  apiPost<TUserEdit>('/user/get-user-edit', { id }, { signal });

export const userEditQueryOptions = (id: number) =>
  queryOptions({
    queryKey: [...USERS_QUERY_KEY, 'edit', id],
    queryFn: ({ signal }) => getUserEdit(id, signal),
    // The edit page shows its own not-found / error state.
    meta: { handlesErrors: true },
    staleTime: 0,
  });

export const useUserEdit = (id: number) => useQuery({ ...userEditQueryOptions(id), enabled: id > 0 });
