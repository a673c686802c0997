import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { TRoleListQuery, TRoleListResponse } from '@zerg/shared';
import type { ListParams } from '../../../components/use-list-state';
import { apiPost } from '../../../lib/api-client';
import { organisationKey } from './keys';

export type RoleFilters = NonNullable<TRoleListQuery['filters']>;
export type RoleListParams = ListParams<RoleFilters>;

/** POST /api/setting/role/list — one page of roles. */
export const getRoleList = (params: RoleListParams, signal?: AbortSignal): Promise<TRoleListResponse> =>
  apiPost<TRoleListResponse>('/setting/role/list', params as TRoleListQuery, { signal });

export const roleListQueryOptions = (params: RoleListParams) =>
  queryOptions({
    queryKey: [...organisationKey('roles'), 'list', params],
    queryFn: ({ signal }) => getRoleList(params, signal),
    placeholderData: keepPreviousData,
  });

export const useRoleList = (params: RoleListParams) => useQuery(roleListQueryOptions(params));
