/** Query keys of the journal; a new or reversed entry refreshes the journal, ledger and trial balance. */
export const JOURNAL_QUERY_KEY = ['bookkeeping-journal'] as const;
