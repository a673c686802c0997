import { queryOptions, useQuery } from '@tanstack/react-query';
import type { TClientAccount } from '@zerg/shared';
import { apiPost } from '../../../lib/api-client';
import { RECEIVABLES_QUERY_KEY } from './keys';

/** POST /api/billing/receivables/client-account — the client's open documents, collections and balance. */
export const getClientAccount = (clientId: number, signal?: AbortSignal): Promise<TClientAccount> =>
  apiPost<TClientAccount>('/billing/receivables/client-account', { clientId, openOnly: true }, { signal });

export const clientAccountQueryOptions = (clientId: number) =>
  queryOptions({
    queryKey: [...RECEIVABLES_QUERY_KEY, 'client-account', clientId],
    queryFn: ({ signal }) => getClientAccount(clientId, signal),
  });

export const useClientAccount = (clientId: number | null) =>
  useQuery({ ...clientAccountQueryOptions(clientId ?? 0), enabled: clientId !== null });
