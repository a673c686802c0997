import { queryOptions, useQuery } from '@tanstack/react-query';
import type { TDiscountAccountList } from '@zerg/shared';
import { apiPost } from '../../../lib/api-client';
import { DISCOUNT_ACCOUNTS_QUERY_KEY } from './keys';

/** POST /api/bookkeeping/discount-account/list — the account each payroll discount type is owed on. */
export const getDiscountAccounts = (signal?: AbortSignal) =>
  apiPost<TDiscountAccountList>('/bookkeeping/discount-account/list', {}, { signal });

export const discountAccountsQueryOptions = () =>
  queryOptions({
    queryKey: DISCOUNT_ACCOUNTS_QUERY_KEY,
    queryFn: ({ signal }) => getDiscountAccounts(signal),
  });

export const useDiscountAccounts = () => useQuery(discountAccountsQueryOptions());
