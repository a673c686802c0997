import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { TEntityGroupListQuery, TEntityGroupListResponse } from '@zerg/shared';
import type { ListParams } from '../../../components/use-list-state';
import { apiPost } from '../../../lib/api-client';
import { ENTITY_GROUPS_QUERY_KEY } from './keys';

export type EntityGroupFilters = NonNullable<TEntityGroupListQuery['filters']>;
export type EntityGroupListParams = ListParams<EntityGroupFilters>;

/** POST /api/setting/entity-group/list — one page of groups with their member counts. */
export const getEntityGroups = (params: EntityGroupListParams, signal?: AbortSignal) =>
  apiPost<TEntityGroupListResponse>('/setting/entity-group/list', params as TEntityGroupListQuery, {
    signal,
  });

export const entityGroupsQueryOptions = (params: EntityGroupListParams) =>
  queryOptions({
    queryKey: [...ENTITY_GROUPS_QUERY_KEY, 'list', params],
    queryFn: ({ signal }) => getEntityGroups(params, signal),
    placeholderData: keepPreviousData,
  });

export const useEntityGroups = (params: EntityGroupListParams) => useQuery(entityGroupsQueryOptions(params));
