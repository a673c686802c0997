import { queryOptions, useQuery } from '@tanstack/react-query';
import type { TBillingSeries, TBillingSeriesQuery } from '@zerg/shared';
import { apiPost } from '../../../lib/api-client';
import { BILLING_QUERY_KEY } from './keys';

/** POST /api/billing/series/list — the series of a company and document type, with their last number. */
export const getSeries = (query: TBillingSeriesQuery, signal?: AbortSignal): Promise<TBillingSeries[]> =>
  apiPost<TBillingSeries[]>('/billing/series/list', query, { signal });

export const seriesQueryOptions = (query: TBillingSeriesQuery) =>
  queryOptions({
    queryKey: [...BILLING_QUERY_KEY, 'series', query],
    queryFn: ({ signal }) => getSeries(query, signal),
  });

export const useSeries = (query: TBillingSeriesQuery, enabled = true) =>
  useQuery({ ...seriesQueryOptions(query), enabled });
