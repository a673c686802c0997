import { queryOptions, useQuery } from '@tanstack/react-query';
import type { TJournalEntryDetail } from '@zerg/shared';
import { apiPost } from '../../../lib/api-client';
import { JOURNAL_QUERY_KEY } from './keys';

/** POST /api/bookkeeping/transaction/get — an entry with its lines. */
export const getJournalEntry = (id: number, signal?: AbortSignal): Promise<TJournalEntryDetail> =>
  apiPost<TJournalEntryDetail>('/bookkeeping/transaction/get', { id }, { signal });

export const journalEntryQueryOptions = (id: number) =>
  queryOptions({
    queryKey: [...JOURNAL_QUERY_KEY, 'entry', id],
    queryFn: ({ signal }) => getJournalEntry(id, signal),
  });

export const useJournalEntry = (id: number | null) =>
  useQuery({ ...journalEntryQueryOptions(id ?? 0), enabled: id !== null && id > 0 });
