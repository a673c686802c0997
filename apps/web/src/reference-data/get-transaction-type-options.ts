import { queryOptions, useQuery } from '@tanstack/react-query';
import type { TreasuryDirection, TTransactionTypeOption } from '@zerg/shared';
import { apiPost } from '../lib/api-client';
import { REFERENCE_STALE_TIME, referenceKey } from './keys';

/** POST /api/bookkeeping/transaction-type/get-for-select — bookkeeping's transaction types, of one direction or all. */
export const getTransactionTypeOptions = (
  direction: TreasuryDirection | undefined,
  signal?: AbortSignal,
): Promise<TTransactionTypeOption[]> =>
  apiPost<TTransactionTypeOption[]>(
    '/bookkeeping/transaction-type/get-for-select',
    direction === undefined ? {} : { direction },
    { signal },
  );

export const transactionTypeOptionsQueryOptions = (direction?: TreasuryDirection) =>
  queryOptions({
    queryKey: referenceKey('transactionTypes', direction ?? 'all'),
    queryFn: ({ signal }) => getTransactionTypeOptions(direction, signal),
    staleTime: REFERENCE_STALE_TIME,
    // The forms say in words when bookkeeping has no types to offer.
    meta: { handlesErrors: true },
  });

export const useTransactionTypeOptions = (direction?: TreasuryDirection, enabled = true) =>
  useQuery({ ...transactionTypeOptionsQueryOptions(direction), enabled });
