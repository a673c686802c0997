import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { TTollListQuery, TTollListResponse } from '@zerg/shared';
import type { ListParams } from '../../../components/use-list-state';
import { apiPost } from '../../../lib/api-client';
import { TOLL_KEY } from './keys';

export type TollFilters = NonNullable<TTollListQuery['filters']>;
export type TollListParams = ListParams<TollFilters>;

/** POST /api/setting/toll/list — one page. */
export const getTolls = (params: TollListParams, signal?: AbortSignal): Promise<TTollListResponse> =>
  apiPost<TTollListResponse>('/setting/toll/list', params as TTollListQuery, { signal });

export const tollsQueryOptions = (params: TollListParams) =>
  queryOptions({
    queryKey: [...TOLL_KEY, 'list', params],
    queryFn: ({ signal }) => getTolls(params, signal),
    placeholderData: keepPreviousData,
  });

export const useTolls = (params: TollListParams) => useQuery(tollsQueryOptions(params));
