import { queryOptions, useQuery } from '@tanstack/react-query';
import type { TUnbookedPaymentList, TUnbookedQuery } from '@zerg/shared';
import { apiPost } from '../../../lib/api-client';
import { UNBOOKED_QUERY_KEY } from './keys';

/** POST /api/treasury/unbooked/list — runs, advances and viatics paid with no journal entry. */
export const getUnbooked = (query: TUnbookedQuery, signal?: AbortSignal) =>
  apiPost<TUnbookedPaymentList>('/treasury/unbooked/list', query, { signal });

export const unbookedQueryOptions = (query: TUnbookedQuery) =>
  queryOptions({
    queryKey: [...UNBOOKED_QUERY_KEY, query],
    queryFn: ({ signal }) => getUnbooked(query, signal),
  });

export const useUnbooked = (query: TUnbookedQuery) => useQuery(unbookedQueryOptions(query));
