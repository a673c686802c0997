import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { TAgingQuery, TAgingResponse } from '@zerg/shared';
import type { ListParams } from '../../../components/use-list-state';
import { apiPost } from '../../../lib/api-client';
import { RECEIVABLES_QUERY_KEY } from './keys';

export type AgingFilters = NonNullable<TAgingQuery['filters']>;
export type AgingParams = ListParams<AgingFilters>;

/** POST /api/billing/receivables/aging — each client's open balance by age, and the totals. */
export const getAging = (params: AgingParams, signal?: AbortSignal): Promise<TAgingResponse> =>
  apiPost<TAgingResponse>('/billing/receivables/aging', params as TAgingQuery, { signal });

export const agingQueryOptions = (params: AgingParams) =>
  queryOptions({
    queryKey: [...RECEIVABLES_QUERY_KEY, 'aging', params],
    queryFn: ({ signal }) => getAging(params, signal),
    placeholderData: keepPreviousData,
  });

export const useAging = (params: AgingParams) => useQuery(agingQueryOptions(params));
