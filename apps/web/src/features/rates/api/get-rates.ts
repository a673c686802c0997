import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { TRateFilters, TRateListQuery, TRateListResponse } from '@zerg/shared';
import type { ListParams } from '../../../components/use-list-state';
import { apiPost } from '../../../lib/api-client';
import { RATES_QUERY_KEY } from './keys';

export type RateListParams = ListParams<TRateFilters>;

/** POST /api/setting/rate/list — one page of rates. */
export const getRates = (params: RateListParams, signal?: AbortSignal): Promise<TRateListResponse> =>
  apiPost<TRateListResponse>('/setting/rate/list', params as TRateListQuery, { signal });

export const ratesQueryOptions = (params: RateListParams) =>
  queryOptions({
    queryKey: [...RATES_QUERY_KEY, 'list', params],
    queryFn: ({ signal }) => getRates(params, signal),
    placeholderData: keepPreviousData,
  });

export const useRates = (params: RateListParams) => useQuery(ratesQueryOptions(params));
