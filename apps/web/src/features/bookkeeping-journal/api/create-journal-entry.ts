import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { TJournalEntryBody, TJournalEntryDetail } from '@zerg/shared';
import { apiPost } from '../../../lib/api-client';
import { JOURNAL_QUERY_KEY } from './keys';

/** POST /api/bookkeeping/transaction/create — a manual entry; 400 with `errors.lines` when unbalanced. */
export const createJournalEntry = (body: TJournalEntryBody): Promise<TJournalEntryDetail> =>
  apiPost<TJournalEntryDetail>('/bookkeeping/transaction/create', body);

export const useCreateJournalEntry = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createJournalEntry,
    meta: { handlesErrors: true },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: JOURNAL_QUERY_KEY }),
  });
};
