import { queryOptions, useQuery } from '@tanstack/react-query';
import type { TAccountingYear, TPeriodYearQuery } from '@zerg/shared';
import { apiPost } from '../../../lib/api-client';
import { JOURNAL_QUERY_KEY } from './keys';

/** POST /api/bookkeeping/period/get — the year's twelve months (open or closed) and the year's state. */
export const getAccountingYear = (query: TPeriodYearQuery, signal?: AbortSignal): Promise<TAccountingYear> =>
  apiPost<TAccountingYear>('/bookkeeping/period/get', query, { signal });

export const accountingYearQueryOptions = (query: TPeriodYearQuery) =>
  queryOptions({
    queryKey: [...JOURNAL_QUERY_KEY, 'periods', query],
    queryFn: ({ signal }) => getAccountingYear(query, signal),
  });

export const useAccountingYear = (query: TPeriodYearQuery | null) =>
  useQuery({
    ...accountingYearQueryOptions(query ?? { companyId: 0, year: 0 }),
    enabled: query !== null,
  });
