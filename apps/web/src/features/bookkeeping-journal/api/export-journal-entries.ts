import type { TJournalEntryListQuery } from '@zerg/shared';
import { apiDownload } from '../../../lib/api-client';
import { saveFile } from '../../../lib/download';
import type { JournalListParams } from './get-journal-entries';

/** POST /api/bookkeeping/transaction/export — every filtered entry, line by line, as .xlsx. */
export const exportJournalEntries = async (params: JournalListParams): Promise<void> => {
  saveFile(
    await apiDownload('/bookkeeping/transaction/export', params as TJournalEntryListQuery, 'journal.xlsx'),
  );
};
