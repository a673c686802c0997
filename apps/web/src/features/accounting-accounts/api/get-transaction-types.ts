import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { TTransactionTypeListQuery, TTransactionTypeListResponse } from '@zerg/shared';
import type { ListParams } from '../../../components/use-list-state';
import { apiPost } from '../../../lib/api-client';
import { TRANSACTION_TYPES_QUERY_KEY } from './keys';

export type TransactionTypeFilters = NonNullable<TTransactionTypeListQuery['filters']>;
export type TransactionTypeListParams = ListParams<TransactionTypeFilters>;

/** POST /api/bookkeeping/transaction-type/list — one page of transaction types. */
export const getTransactionTypes = (
  params: TransactionTypeListParams,
  signal?: AbortSignal,
): Promise<TTransactionTypeListResponse> =>
  apiPost<TTransactionTypeListResponse>(
    '/bookkeeping/transaction-type/list',
    params as TTransactionTypeListQuery,
    { signal },
  );

export const transactionTypesQueryOptions = (params: TransactionTypeListParams) =>
  queryOptions({
    queryKey: [...TRANSACTION_TYPES_QUERY_KEY, 'list', params],
    queryFn: ({ signal }) => getTransactionTypes(params, signal),
    placeholderData: keepPreviousData,
  });

export const useTransactionTypes = (params: TransactionTypeListParams) =>
  useQuery(transactionTypesQueryOptions(params));
