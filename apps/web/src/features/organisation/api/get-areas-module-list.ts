import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { TAreaAccessListQuery, TAreaAccessListResponse } from '@zerg/shared';
import type { ListParams } from '../../../components/use-list-state';
import { apiPost } from '../../../lib/api-client';
import { organisationKey } from './keys';

export type AreaAccessFilters = NonNullable<TAreaAccessListQuery['filters']>;
export type AreaAccessListParams = ListParams<AreaAccessFilters>;

/** POST /api/setting/areas-module/list — one page of areas-module. */
export const getAreaAccessList = (
  params: AreaAccessListParams,
  signal?: AbortSignal,
): Promise<TAreaAccessListResponse> =>
  apiPost<TAreaAccessListResponse>('/setting/areas-module/list', params as TAreaAccessListQuery, { signal });

export const areaAccessListQueryOptions = (params: AreaAccessListParams) =>
  queryOptions({
    queryKey: [...organisationKey('areas-module'), 'list', params],
    queryFn: ({ signal }) => getAreaAccessList(params, signal),
    placeholderData: keepPreviousData,
  });

export const useAreaAccessList = (params: AreaAccessListParams) =>
  useQuery(areaAccessListQueryOptions(params));
