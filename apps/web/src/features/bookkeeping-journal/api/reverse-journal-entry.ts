import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { TJournalEntryDetail, TJournalReverseBody } from '@zerg/shared';
import { apiPost } from '../../../lib/api-client';
import { JOURNAL_QUERY_KEY } from './keys';

/** POST /api/bookkeeping/transaction/reverse — posts the reversing entry; 409 when already reversed. */
export const reverseJournalEntry = (body: TJournalReverseBody): Promise<TJournalEntryDetail> =>
  apiPost<TJournalEntryDetail>('/bookkeeping/transaction/reverse', body);

export const useReverseJournalEntry = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: reverseJournalEntry,
    meta: { handlesErrors: true },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: JOURNAL_QUERY_KEY }),
  });
};
