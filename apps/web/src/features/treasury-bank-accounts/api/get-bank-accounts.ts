import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { TCompanyBankAccountListQuery, TCompanyBankAccountListResponse } from '@zerg/shared';
import type { ListParams } from '../../../components/use-list-state';
import { apiPost } from '../../../lib/api-client';
import { BANK_ACCOUNTS_QUERY_KEY } from './keys';

export type BankAccountFilters = NonNullable<TCompanyBankAccountListQuery['filters']>;
export type BankAccountListParams = ListParams<BankAccountFilters>;

/** POST /api/treasury/bank-account/list — one page of the company's bank accounts. */
export const getBankAccounts = (
  params: BankAccountListParams,
  signal?: AbortSignal,
): Promise<TCompanyBankAccountListResponse> =>
  apiPost<TCompanyBankAccountListResponse>(
    '/treasury/bank-account/list',
    params as TCompanyBankAccountListQuery,
    { signal },
  );

export const bankAccountsQueryOptions = (params: BankAccountListParams) =>
  queryOptions({
    queryKey: [...BANK_ACCOUNTS_QUERY_KEY, 'list', params],
    queryFn: ({ signal }) => getBankAccounts(params, signal),
    placeholderData: keepPreviousData,
  });

export const useBankAccounts = (params: BankAccountListParams) => useQuery(bankAccountsQueryOptions(params));
