import { queryOptions, useQuery } from '@tanstack/react-query';
import type { TCompanyBankAccountOption } from '@zerg/shared';
import { apiPost } from '../../../lib/api-client';
import { TRANSACTIONS_QUERY_KEY } from './keys';

/** POST /api/treasury/bank-account/get-for-select — active accounts (of one company) with what they have available. */
export const getBankAccountOptions = (
  companyId: number | undefined,
  signal?: AbortSignal,
): Promise<TCompanyBankAccountOption[]> =>
  apiPost<TCompanyBankAccountOption[]>(
    '/treasury/bank-account/get-for-select',
    companyId === undefined ? {} : { companyId },
    { signal },
  );

export const bankAccountOptionsQueryOptions = (companyId: number | undefined) =>
  queryOptions({
    // Under the feature's key: an approved or processed movement changes what is available.
    queryKey: [...TRANSACTIONS_QUERY_KEY, 'bank-accounts', companyId ?? 'all'],
    queryFn: ({ signal }) => getBankAccountOptions(companyId, signal),
  });

export const useBankAccountOptions = (companyId: number | undefined, enabled = true) =>
  useQuery({ ...bankAccountOptionsQueryOptions(companyId), enabled });
