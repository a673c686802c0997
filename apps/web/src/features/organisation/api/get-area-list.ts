import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { TAreaListQuery, TAreaListResponse } from '@zerg/shared';
import type { ListParams } from '../../../components/use-list-state';
import { apiPost } from '../../../lib/api-client';
import { organisationKey } from './keys';

export type AreaFilters = NonNullable<TAreaListQuery['filters']>;
export type AreaListParams = ListParams<AreaFilters>;

/** POST /api/setting/area/list — one page of areas. */
export const getAreaList = (params: AreaListParams, signal?: AbortSignal): Promise<TAreaListResponse> =>
  apiPost<TAreaListResponse>('/setting/area/list', params as TAreaListQuery, { signal });

export const areaListQueryOptions = (params: AreaListParams) =>
  queryOptions({
    queryKey: [...organisationKey('areas'), 'list', params],
    queryFn: ({ signal }) => getAreaList(params, signal),
    placeholderData: keepPreviousData,
  });

export const useAreaList = (params: AreaListParams) => useQuery(areaListQueryOptions(params));
