import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { TTrialBalance, TTrialBalanceQuery } from '@zerg/shared';
import { apiPost } from '../../../lib/api-client';
import { JOURNAL_QUERY_KEY } from './keys';

/** POST /api/bookkeeping/trial-balance — opening, period and closing debits and credits per account. */
export const getTrialBalance = (query: TTrialBalanceQuery, signal?: AbortSignal): Promise<TTrialBalance> =>
  apiPost<TTrialBalance>('/bookkeeping/trial-balance', query, { signal });

export const trialBalanceQueryOptions = (query: TTrialBalanceQuery) =>
  queryOptions({
    queryKey: [...JOURNAL_QUERY_KEY, 'trial-balance', query],
    queryFn: ({ signal }) => getTrialBalance(query, signal),
    placeholderData: keepPreviousData,
  });

export const useTrialBalance = (query: TTrialBalanceQuery | null) =>
  useQuery({
    ...trialBalanceQueryOptions(query ?? { companyId: 0, from: '', to: '' }),
    enabled: query !== null,
  });
