import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { TViaticRateListQuery, TViaticRateListResponse } from '@zerg/shared';
import type { ListParams } from '../../../components/use-list-state';
import { apiPost } from '../../../lib/api-client';
import { VIATIC_RATES_QUERY_KEY } from './keys';

export type ViaticRateFilters = NonNullable<TViaticRateListQuery['filters']>;
export type ViaticRateListParams = ListParams<ViaticRateFilters>;

/** POST /api/setting/viatic-rate/list — the zones' daily viatic rates, one row per zone and date. */
export const getViaticRates = (
  params: ViaticRateListParams,
  signal?: AbortSignal,
): Promise<TViaticRateListResponse> =>
  apiPost<TViaticRateListResponse>('/setting/viatic-rate/list', params as TViaticRateListQuery, { signal });

export const viaticRatesQueryOptions = (params: ViaticRateListParams) =>
  queryOptions({
    queryKey: [...VIATIC_RATES_QUERY_KEY, 'list', params],
    queryFn: ({ signal }) => getViaticRates(params, signal),
    placeholderData: keepPreviousData,
  });

export const useViaticRates = (params: ViaticRateListParams) => useQuery(viaticRatesQueryOptions(params));
