import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { TUserListQuery, TUserListResponse } from '@zerg/shared';
import type { ListParams } from '../../../components/use-list-state';
import { apiPost } from '../../../lib/api-client';
import { USERS_QUERY_KEY } from './keys';

export type UserFilters = NonNullable<TUserListQuery['filters']>;
export type UserListParams = ListParams<UserFilters>;

/** POST /api/user/list — one page of users. */
export const getUsers = (params: UserListParams, signal?: AbortSignal): Promise<TUserListResponse> =>
  apiPost<TUserListResponse>('/user/list', params as TUserListQuery, { signal });

export const usersQueryOptions = (params: UserListParams) =>
  queryOptions({
    queryKey: [...USERS_QUERY_KEY, 'list', params],
    queryFn: ({ signal }) => getUsers(params, signal),
    placeholderData: keepPreviousData,
  });

export const useUsers = (params: UserListParams) => useQuery(usersQueryOptions(params));
