import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { TJournalEntryListQuery, TJournalEntryListResponse } from '@zerg/shared';
import type { ListParams } from '../../../components/use-list-state';
import { apiPost } from '../../../lib/api-client';
import { JOURNAL_QUERY_KEY } from './keys';

export type JournalFilters = NonNullable<TJournalEntryListQuery['filters']>;
export type JournalListParams = ListParams<JournalFilters>;

/** POST /api/bookkeeping/transaction/list — one page of journal entries. */
export const getJournalEntries = (
  params: JournalListParams,
  signal?: AbortSignal,
): Promise<TJournalEntryListResponse> =>
  apiPost<TJournalEntryListResponse>('/bookkeeping/transaction/list', params as TJournalEntryListQuery, {
    signal,
  });

export const journalEntriesQueryOptions = (params: JournalListParams) =>
  queryOptions({
    queryKey: [...JOURNAL_QUERY_KEY, 'list', params],
    queryFn: ({ signal }) => getJournalEntries(params, signal),
    placeholderData: keepPreviousData,
  });

export const useJournalEntries = (params: JournalListParams) => useQuery(journalEntriesQueryOptions(params));
