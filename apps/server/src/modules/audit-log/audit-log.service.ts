import { type Language, type TAuditItem, type TAuditListQuery, translateMessage } from '@zerg/shared';
import type { Deps } from '../../platform/deps.ts';
import { EXPORT_MAX_ROWS, toXlsx } from '../../platform/export/xlsx.ts';
import { type AuditQuery, listAudit } from './audit-log.repository.ts';

/** "salary: 7290.00 → 15000.00; area: 3 → 4", the changes of one entry in one cell. */
const changesText = (row: TAuditItem) =>
  row.changes.map((c) => `${c.field}: ${c.before ?? '—'} → ${c.after ?? '—'}`).join('; ');

/**
 * The administrators' audit search (section 46): every write the log holds, by user, record,
 * action and date. Reading it writes nothing: the log does not audit its own readers.
 */
export const createAuditLogService = ({ db }: Deps) => ({
  list: (query: AuditQuery) => listAudit(db, query),

  export: async (query: TAuditListQuery, lang: Language) => {
    const { data } = await listAudit(db, { ...query, page: 1, perPage: EXPORT_MAX_ROWS });
    const t = (key: string) => translateMessage(lang, `columns.${key}`);
    return toXlsx(
      t('auditLog'),
      [
        { header: t('date'), width: 22, value: (r) => new Date(r.at) },
        { header: t('user'), width: 32, value: (r) => r.userName },
        { header: t('action'), width: 24, value: (r) => r.action },
        { header: t('entity'), width: 24, value: (r) => r.entity },
        { header: t('entityId'), width: 12, value: (r) => r.entityId },
        { header: t('changes'), width: 80, value: changesText },
      ],
      data,
    );
  },
});

export type AuditLogService = ReturnType<typeof createAuditLogService>;
