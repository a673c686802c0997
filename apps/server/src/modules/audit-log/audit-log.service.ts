import {
  SECTION_IDS,
  type TAuditItem,
  type TAuditListQuery,
  translateMessage,
  ZAuditListQuery,
} from '@zerg/shared';
import type { Deps } from '../../platform/deps.ts';
import { defineListExport, type ExportDeps, NO_SCOPE } from '../../platform/export/list-export.ts';
import { type AuditQuery, listAudit } from './audit-log.repository.ts';

/** "salary: 7290.00 → 15000.00; area: 3 → 4", the changes of one entry in one cell. */
const changesText = (row: TAuditItem) =>
  row.changes.map((c) => `${c.field}: ${c.before ?? '—'} → ${c.after ?? '—'}`).join('; ');

/** The audit search's Excel export: a year of the log is easily tens of thousands of entries. */
export const auditExport = defineListExport({
  name: 'audit',
  section: SECTION_IDS.AUDIT_LOG,
  query: ZAuditListQuery,
  scope: NO_SCOPE,
  rows: (db, query: TAuditListQuery, page) => listAudit(db, { ...query, ...page }),
  sheet: (lang) => {
    const t = (key: string) => translateMessage(lang, `columns.${key}`);
    return {
      title: t('auditLog'),
      columns: [
        { header: t('date'), width: 22, value: (r) => new Date(r.at) },
        { header: t('user'), width: 32, value: (r) => r.userName },
        { header: t('action'), width: 24, value: (r) => r.action },
        { header: t('entity'), width: 24, value: (r) => r.entity },
        { header: t('entityId'), width: 12, value: (r) => r.entityId },
        { header: t('changes'), width: 80, value: changesText },
      ],
    };
  },
});

/**
 * The administrators' audit search (section 46): every write the log holds, by user, record,
 * action and date. Reading it writes nothing: the log does not audit its own readers.
 */
export const createAuditLogService = (deps: Deps & ExportDeps) => ({
  list: (query: AuditQuery) => listAudit(deps.db, query),
  export: auditExport.answer.bind(null, deps),
});

export type AuditLogService = ReturnType<typeof createAuditLogService>;
