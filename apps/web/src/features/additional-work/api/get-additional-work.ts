import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { TAdditionalWorkListQuery, TAdditionalWorkListResponse } from '@zerg/shared';
import type { ListParams } from '../../../components/use-list-state';
import { apiPost } from '../../../lib/api-client';
import { ADDITIONAL_WORK_QUERY_KEY } from './keys';

export type AdditionalWorkFilters = NonNullable<TAdditionalWorkListQuery['filters']>;
export type AdditionalWorkListParams = ListParams<AdditionalWorkFilters>;

/** POST /api/rrhh/additional-work/list — one page of requests the caller may see. */
export const getAdditionalWork = (
  params: AdditionalWorkListParams,
  signal?: AbortSignal,
): Promise<TAdditionalWorkListResponse> =>
  apiPost<TAdditionalWorkListResponse>('/rrhh/additional-work/list', params as TAdditionalWorkListQuery, {
    signal,
  });

export const additionalWorkQueryOptions = (params: AdditionalWorkListParams) =>
  queryOptions({
    queryKey: [...ADDITIONAL_WORK_QUERY_KEY, 'list', params],
    queryFn: ({ signal }) => getAdditionalWork(params, signal),
    placeholderData: keepPreviousData,
  });

export const useAdditionalWork = (params: AdditionalWorkListParams) =>
  useQuery(additionalWorkQueryOptions(params));
