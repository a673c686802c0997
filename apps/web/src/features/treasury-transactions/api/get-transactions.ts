import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { TTreasuryTransactionListQuery, TTreasuryTransactionListResponse } from '@zerg/shared';
import type { ListParams } from '../../../components/use-list-state';
import { apiPost } from '../../../lib/api-client';
import { TRANSACTIONS_QUERY_KEY } from './keys';

export type TransactionFilters = NonNullable<TTreasuryTransactionListQuery['filters']>;
export type TransactionListParams = ListParams<TransactionFilters>;

/** POST /api/treasury/transaction/list — one page of treasury movements. */
export const getTransactions = (
  params: TransactionListParams,
  signal?: AbortSignal,
): Promise<TTreasuryTransactionListResponse> =>
  apiPost<TTreasuryTransactionListResponse>(
    '/treasury/transaction/list',
    params as TTreasuryTransactionListQuery,
    { signal },
  );

export const transactionsQueryOptions = (params: TransactionListParams) =>
  queryOptions({
    queryKey: [...TRANSACTIONS_QUERY_KEY, 'list', params],
    queryFn: ({ signal }) => getTransactions(params, signal),
    placeholderData: keepPreviousData,
  });

export const useTransactions = (params: TransactionListParams) => useQuery(transactionsQueryOptions(params));
