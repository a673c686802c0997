import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { TExchangeRateListQuery, TExchangeRateListResponse } from '@zerg/shared';
import type { ListParams } from '../../../components/use-list-state';
import { apiPost } from '../../../lib/api-client';
import { EXCHANGE_RATES_QUERY_KEY } from './keys';

export type ExchangeRateFilters = NonNullable<TExchangeRateListQuery['filters']>;
export type ExchangeRateListParams = ListParams<ExchangeRateFilters>;

/** POST /api/treasury/exchange-rate/list — one page of the dated USD→PEN rates, newest first. */
export const getExchangeRates = (
  params: ExchangeRateListParams,
  signal?: AbortSignal,
): Promise<TExchangeRateListResponse> =>
  apiPost<TExchangeRateListResponse>('/treasury/exchange-rate/list', params as TExchangeRateListQuery, {
    signal,
  });

export const exchangeRatesQueryOptions = (params: ExchangeRateListParams) =>
  queryOptions({
    queryKey: [...EXCHANGE_RATES_QUERY_KEY, 'list', params],
    queryFn: ({ signal }) => getExchangeRates(params, signal),
    placeholderData: keepPreviousData,
  });

export const useExchangeRates = (params: ExchangeRateListParams) =>
  useQuery(exchangeRatesQueryOptions(params));
