import { SECTION_IDS, type TOutboxListQuery, translateMessage, ZOutboxListQuery } from '@zerg/shared';
import { defineListExport, NO_SCOPE } from '../../platform/export/list-export.ts';
import { listOutbox } from './outbox.repository.ts';

/** The mail outbox's Excel export: every mail the app queued, thousands within months. */
export const outboxExport = defineListExport({
  name: 'outbox',
  section: SECTION_IDS.SETTINGS_GENERAL,
  query: ZOutboxListQuery,
  scope: NO_SCOPE,
  rows: (db, query: TOutboxListQuery, page) => listOutbox(db, { ...query, ...page }),
  sheet: (lang) => {
    const t = (key: string) => translateMessage(lang, `columns.${key}`);
    return {
      title: t('outbox'),
      columns: [
        { header: t('createdAt'), value: (r) => new Date(r.createdAt) },
        { header: t('event'), width: 28, value: (r) => r.event },
        { header: 'To', width: 36, value: (r) => r.to },
        { header: 'CC', width: 36, value: (r) => r.cc },
        { header: t('subject'), width: 48, value: (r) => r.subject },
        { header: t('status'), value: (r) => r.status },
        { header: t('attempts'), value: (r) => r.attempts },
        { header: t('error'), width: 48, value: (r) => r.error },
      ],
    };
  },
});
