import type { THistoryEntry, THistoryPage } from '@zerg/shared';
import { and, desc, eq } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { countRows, type PageInput, pagedList } from '../db/paged-list.ts';
import { actors } from './actor.table.ts';
import { auditLog } from './audit.table.ts';
import { auditChanges } from './audit-changes.ts';

/** The columns a history row and an audit search row read; `changes` is computed from them. */
export const auditColumns = {
  id: auditLog.id,
  at: auditLog.at,
  userId: auditLog.userId,
  userName: actors.fullName,
  action: auditLog.action,
  entity: auditLog.entity,
  entityId: auditLog.entityId,
  before: auditLog.before,
  after: auditLog.after,
};

type AuditRow = { id: number; at: Date; userId: number | null; userName: string | null; action: string } & {
  before: unknown;
  after: unknown;
};

export const historyEntry = (row: AuditRow): THistoryEntry => ({
  id: row.id,
  at: row.at.toISOString(),
  userId: row.userId,
  userName: row.userName,
  action: row.action,
  changes: auditChanges(row.before, row.after),
});

/**
 * One record's audit entries, newest first (served by `audit_log_entity_at_idx`). The caller has
 * already checked that the user may see the record: this reads the log, nothing else.
 */
export const recordHistory = async (
  db: DbOrTx,
  entity: string,
  entityId: number,
  page: PageInput,
): Promise<THistoryPage> => {
  const where = and(eq(auditLog.entity, entity), eq(auditLog.entityId, String(entityId)));
  const rows = db
    .select(auditColumns)
    .from(auditLog)
    .leftJoin(actors, eq(actors.id, auditLog.userId))
    .where(where)
    .orderBy(desc(auditLog.at), desc(auditLog.id))
    .$dynamic();
  const count = db.select({ n: countRows }).from(auditLog).where(where);
  const result = await pagedList(page, rows, count);
  return { data: result.data.map(historyEntry), total: result.total };
};
