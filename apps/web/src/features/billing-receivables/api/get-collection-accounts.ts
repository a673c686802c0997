import { queryOptions, useQuery } from '@tanstack/react-query';
import type { TCollectionAccount } from '@zerg/shared';
import { apiPost } from '../../../lib/api-client';
import { RECEIVABLES_QUERY_KEY } from './keys';

/** POST /api/billing/receivables/bank-accounts — the company's active accounts a payment may go into. */
export const getCollectionAccounts = (
  companyId: number,
  signal?: AbortSignal,
): Promise<TCollectionAccount[]> =>
  apiPost<TCollectionAccount[]>('/billing/receivables/bank-accounts', { companyId }, { signal });

export const collectionAccountsQueryOptions = (companyId: number) =>
  queryOptions({
    queryKey: [...RECEIVABLES_QUERY_KEY, 'bank-accounts', companyId],
    queryFn: ({ signal }) => getCollectionAccounts(companyId, signal),
  });

export const useCollectionAccounts = (companyId: number | null) =>
  useQuery({ ...collectionAccountsQueryOptions(companyId ?? 0), enabled: companyId !== null });
