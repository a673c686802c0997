import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { TAccountingAccountOption } from '@zerg/shared';
import { apiPost } from '../lib/api-client';
import { REFERENCE_STALE_TIME, referenceKey } from './keys';

export type AccountingAccountOptionsQuery = { q?: string; postable?: boolean };

/**
 * POST /api/bookkeeping/accounting-account/get-for-select — accounts whose code or name match `q`
 * (the chart has hundreds, so pickers search on the server); `postable` keeps the leaf accounts.
 */
export const getAccountingAccountOptions = (
  query: AccountingAccountOptionsQuery,
  signal?: AbortSignal,
): Promise<TAccountingAccountOption[]> =>
  apiPost<TAccountingAccountOption[]>('/bookkeeping/accounting-account/get-for-select', query, { signal });

export const accountingAccountOptionsQueryOptions = (query: AccountingAccountOptionsQuery) =>
  queryOptions({
    queryKey: referenceKey('accountingAccounts', query.q ?? '', query.postable ? 'postable' : 'all'),
    queryFn: ({ signal }) => getAccountingAccountOptions(query, signal),
    staleTime: REFERENCE_STALE_TIME,
    placeholderData: keepPreviousData,
  });

export const useAccountingAccountOptions = (query: AccountingAccountOptionsQuery, enabled = true) =>
  useQuery({ ...accountingAccountOptionsQueryOptions(query), enabled });
