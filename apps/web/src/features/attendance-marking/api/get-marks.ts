import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { TMarkListQuery, TMarkListResponse } from '@zerg/shared';
import type { ListParams } from '../../../components/use-list-state';
import { apiPost } from '../../../lib/api-client';
import { MARKING_QUERY_KEY } from './keys';

export type MarkFilters = NonNullable<TMarkListQuery['filters']>;
export type MarkListParams = ListParams<MarkFilters>;

/** POST /api/rrhh/attendance/mark/list — one page of marks (an area chief sees their area only). */
export const getMarks = (params: MarkListParams, signal?: AbortSignal): Promise<TMarkListResponse> =>
  apiPost<TMarkListResponse>('/rrhh/attendance/mark/list', params as TMarkListQuery, { signal });

export const marksQueryOptions = (params: MarkListParams) =>
  queryOptions({
    queryKey: [...MARKING_QUERY_KEY, 'list', params],
    queryFn: ({ signal }) => getMarks(params, signal),
    placeholderData: keepPreviousData,
  });

export const useMarks = (params: MarkListParams) => useQuery(marksQueryOptions(params));
