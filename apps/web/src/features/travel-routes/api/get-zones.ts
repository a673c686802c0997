import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { TZoneListQuery, TZoneListResponse } from '@zerg/shared';
import type { ListParams } from '../../../components/use-list-state';
import { apiPost } from '../../../lib/api-client';
import { ZONE_KEY } from './keys';

export type ZoneFilters = NonNullable<TZoneListQuery['filters']>;
export type ZoneListParams = ListParams<ZoneFilters>;

/** POST /api/setting/zone/list — one page. */
export const getZones = (params: ZoneListParams, signal?: AbortSignal): Promise<TZoneListResponse> =>
  apiPost<TZoneListResponse>('/setting/zone/list', params as TZoneListQuery, { signal });

export const zonesQueryOptions = (params: ZoneListParams) =>
  queryOptions({
    queryKey: [...ZONE_KEY, 'list', params],
    queryFn: ({ signal }) => getZones(params, signal),
    placeholderData: keepPreviousData,
  });

export const useZones = (params: ZoneListParams) => useQuery(zonesQueryOptions(params));
