import { queryOptions, useQuery } from '@tanstack/react-query';
import type { TClientBalance } from '@zerg/shared';
import { apiPost } from '../../../lib/api-client';
import { CLIENTS_QUERY_KEY } from './keys';

/** POST /api/billing/receivables/client-balance — what the client owes today (sections 28 or 48). */
export const getClientBalance = (clientId: number, signal?: AbortSignal): Promise<TClientBalance> =>
  apiPost<TClientBalance>('/billing/receivables/client-balance', { clientId }, { signal });

export const clientBalanceQueryOptions = (clientId: number) =>
  queryOptions({
    queryKey: [...CLIENTS_QUERY_KEY, 'balance', clientId],
    queryFn: ({ signal }) => getClientBalance(clientId, signal),
  });

export const useClientBalance = (clientId: number) =>
  useQuery({ ...clientBalanceQueryOptions(clientId), enabled: clientId > 0 });
