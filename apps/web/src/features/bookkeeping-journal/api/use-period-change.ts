import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { TAccountingYear } from '@zerg/shared';
import { JOURNAL_QUERY_KEY } from './keys';

/**
 * A period change answers the year as it now stands; the journal, ledger and trial balance refresh
 * with it (a year close posts entries).
 */
export const usePeriodChange = <B>(call: (body: B) => Promise<TAccountingYear>) => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: call,
    meta: { handlesErrors: true },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: JOURNAL_QUERY_KEY }),
  });
};
