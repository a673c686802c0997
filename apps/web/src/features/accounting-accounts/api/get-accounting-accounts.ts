import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { TAccountingAccountListQuery, TAccountingAccountListResponse } from '@zerg/shared';
import type { ListParams } from '../../../components/use-list-state';
import { apiPost } from '../../../lib/api-client';
import { ACCOUNTING_ACCOUNTS_QUERY_KEY } from './keys';

export type AccountingAccountFilters = NonNullable<TAccountingAccountListQuery['filters']>;
export type AccountingAccountListParams = ListParams<AccountingAccountFilters>;

/** POST /api/bookkeeping/accounting-account/list — one page of the chart of accounts. */
export const getAccountingAccounts = (
  params: AccountingAccountListParams,
  signal?: AbortSignal,
): Promise<TAccountingAccountListResponse> =>
  apiPost<TAccountingAccountListResponse>(
    '/bookkeeping/accounting-account/list',
    params as TAccountingAccountListQuery,
    { signal },
  );

export const accountingAccountsQueryOptions = (params: AccountingAccountListParams) =>
  queryOptions({
    queryKey: [...ACCOUNTING_ACCOUNTS_QUERY_KEY, 'list', params],
    queryFn: ({ signal }) => getAccountingAccounts(params, signal),
    placeholderData: keepPreviousData,
  });

export const useAccountingAccounts = (params: AccountingAccountListParams) =>
  useQuery(accountingAccountsQueryOptions(params));
