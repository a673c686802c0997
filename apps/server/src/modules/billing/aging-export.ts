import { SECTION_IDS, type TAgingQuery, translateMessage, ZAgingQuery } from '@zerg/shared';
import { defineListExport, NO_SCOPE } from '../../platform/export/list-export.ts';
import { limaToday } from '../../platform/time/lima-today.ts';
import { agingReport } from './aging.ts';

/**
 * The aging as Excel, one row per client with its buckets in soles, as the screen pages it. The
 * service fixes `asOf` before the export starts, so a job run after midnight counts the same day.
 */
export const agingExport = defineListExport({
  name: 'aging',
  section: SECTION_IDS.RECEIVABLES,
  query: ZAgingQuery,
  scope: NO_SCOPE,
  rows: (db, query: TAgingQuery, page) =>
    agingReport(db, { ...query, ...page }, query.filters?.asOf ?? limaToday()),
  sheet: (lang) => {
    const t = (key: string) => translateMessage(lang, `receivables.columns.${key}`);
    const amount = (key: 'current' | 'days1to30' | 'days31to60' | 'days61to90' | 'over90' | 'total') => ({
      header: t(key),
      width: 14,
      value: (r: { [k in typeof key]: string }) => Number(r[key]),
    });
    return {
      title: t('aging'),
      columns: [
        { header: t('client'), width: 36, value: (r) => r.clientName },
        { header: t('clientDocument'), width: 14, value: (r) => r.clientDocument },
        { header: t('openDocuments'), width: 12, value: (r) => r.documents },
        amount('current'),
        amount('days1to30'),
        amount('days31to60'),
        amount('days61to90'),
        amount('over90'),
        amount('total'),
      ],
    };
  },
});
