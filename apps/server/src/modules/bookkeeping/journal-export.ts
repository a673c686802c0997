import {
  SECTION_IDS,
  type TJournalEntryListQuery,
  translateMessage,
  ZJournalEntryListQuery,
} from '@zerg/shared';
import { defineListExport, NO_SCOPE } from '../../platform/export/list-export.ts';
import { EXPORT_MAX_ROWS } from '../../platform/export/xlsx.ts';
import { linesOfEntries, listEntries } from './journal.repository.ts';

/**
 * The journal's Excel export, one row per line so that the sheet is the journal book itself. The
 * threshold counts entries (each holds two lines or more): a year's book runs to thousands.
 */
export const journalExport = defineListExport({
  name: 'journal',
  section: SECTION_IDS.BOOKKEEPING_TRANSACTIONS,
  query: ZJournalEntryListQuery,
  scope: NO_SCOPE,
  rows: async (db, query: TJournalEntryListQuery, page) => {
    const { data, total } = await listEntries(db, { ...query, ...page });
    const byId = new Map(data.map((e) => [e.id, e]));
    const lines = (await linesOfEntries(db, [...byId.keys()])).slice(0, EXPORT_MAX_ROWS);
    const rows = lines.flatMap((line) => {
      const entry = byId.get(line.entryId);
      return entry ? [{ entry, line }] : [];
    });
    return { total, data: rows };
  },
  sheet: (lang) => {
    const t = (key: string) => translateMessage(lang, `bookkeeping.${key}`);
    return {
      title: t('columns.sheet'),
      columns: [
        { header: t('columns.number'), width: 14, value: (r) => r.entry.number },
        { header: t('columns.date'), width: 12, value: (r) => r.entry.date },
        { header: t('columns.company'), width: 28, value: (r) => r.entry.companyName },
        {
          header: t('columns.description'),
          width: 40,
          value: (r) => r.line.description ?? r.entry.description,
        },
        { header: t('columns.origin'), width: 14, value: (r) => t(`origin.${r.entry.origin}`) },
        { header: t('columns.account'), width: 10, value: (r) => r.line.accountCode },
        { header: t('columns.accountName'), width: 36, value: (r) => r.line.accountName },
        { header: t('columns.debit'), width: 14, value: (r) => Number(r.line.debit) },
        { header: t('columns.credit'), width: 14, value: (r) => Number(r.line.credit) },
      ],
    };
  },
});
