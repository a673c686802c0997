import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { TTollGroupListQuery, TTollGroupListResponse } from '@zerg/shared';
import type { ListParams } from '../../../components/use-list-state';
import { apiPost } from '../../../lib/api-client';
import { TOLL_GROUP_KEY } from './keys';

export type TollGroupFilters = NonNullable<TTollGroupListQuery['filters']>;
export type TollGroupListParams = ListParams<TollGroupFilters>;

/** POST /api/setting/toll-group/list — one page. */
export const getTollGroups = (
  params: TollGroupListParams,
  signal?: AbortSignal,
): Promise<TTollGroupListResponse> =>
  apiPost<TTollGroupListResponse>('/setting/toll-group/list', params as TTollGroupListQuery, { signal });

export const tollGroupsQueryOptions = (params: TollGroupListParams) =>
  queryOptions({
    queryKey: [...TOLL_GROUP_KEY, 'list', params],
    queryFn: ({ signal }) => getTollGroups(params, signal),
    placeholderData: keepPreviousData,
  });

export const useTollGroups = (params: TollGroupListParams) => useQuery(tollGroupsQueryOptions(params));
