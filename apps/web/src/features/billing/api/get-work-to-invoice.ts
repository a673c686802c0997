import { queryOptions, useQuery } from '@tanstack/react-query';
import type { TWorkToInvoice, TWorkToInvoiceQuery } from '@zerg/shared';
import { apiPost } from '../../../lib/api-client';
import { BILLING_QUERY_KEY } from './keys';

/**
 * POST /api/billing/work/list — a client's finished trips of a month that no document holds, each
 * priced with the rate in force on its day; 409 TRIP_RATE_MISSING names the trip and the route.
 */
export const getWorkToInvoice = (query: TWorkToInvoiceQuery, signal?: AbortSignal): Promise<TWorkToInvoice> =>
  apiPost<TWorkToInvoice>('/billing/work/list', query, { signal });

export const workToInvoiceQueryOptions = (query: TWorkToInvoiceQuery) =>
  queryOptions({
    queryKey: [...BILLING_QUERY_KEY, 'work', query],
    queryFn: ({ signal }) => getWorkToInvoice(query, signal),
    // The page shows the server's reason (a trip without a rate) in place of the trips.
    meta: { handlesErrors: true },
    retry: false,
    staleTime: 0,
  });

export const useWorkToInvoice = (query: TWorkToInvoiceQuery | null) =>
  useQuery({
    ...workToInvoiceQueryOptions(query ?? { clientId: 0, period: '' }),
    enabled: query !== null,
  });
