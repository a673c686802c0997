import { queryOptions, useQuery } from '@tanstack/react-query';
import type { TTreasuryTransactionDetail } from '@zerg/shared';
import { apiPost } from '../../../lib/api-client';
import { TRANSACTIONS_QUERY_KEY } from './keys';

/** POST /api/treasury/transaction/get — one movement with its payees, attachments and history. */
export const getTransaction = (id: number, signal?: AbortSignal): Promise<TTreasuryTransactionDetail> =>
  apiPost<TTreasuryTransactionDetail>('/treasury/transaction/get', { id }, { signal });

export const transactionQueryOptions = (id: number) =>
  queryOptions({
    queryKey: [...TRANSACTIONS_QUERY_KEY, 'detail', id],
    queryFn: ({ signal }) => getTransaction(id, signal),
    // The drawer shows its own error state.
    meta: { handlesErrors: true },
    staleTime: 0,
  });

export const useTransaction = (id: number | null) =>
  useQuery({ ...transactionQueryOptions(id ?? 0), enabled: id !== null && id > 0 });
