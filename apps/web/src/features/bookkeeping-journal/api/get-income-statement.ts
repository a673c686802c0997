import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { TIncomeByFunction, TIncomeByFunctionQuery } from '@zerg/shared';
import { apiPost } from '../../../lib/api-client';
import { JOURNAL_QUERY_KEY } from './keys';

/** POST /api/bookkeeping/income-statement — the income statement by function of a period. */
export const getIncomeStatement = (
  query: TIncomeByFunctionQuery,
  signal?: AbortSignal,
): Promise<TIncomeByFunction> =>
  apiPost<TIncomeByFunction>('/bookkeeping/income-statement', query, { signal });

export const incomeStatementQueryOptions = (query: TIncomeByFunctionQuery) =>
  queryOptions({
    queryKey: [...JOURNAL_QUERY_KEY, 'income-statement', query],
    queryFn: ({ signal }) => getIncomeStatement(query, signal),
    placeholderData: keepPreviousData,
  });

export const useIncomeStatement = (query: TIncomeByFunctionQuery | null) =>
  useQuery({
    ...incomeStatementQueryOptions(query ?? { companyId: 0, from: '', to: '' }),
    enabled: query !== null,
  });
