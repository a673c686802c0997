import type { TAuditItem, TAuditListQuery } from '@zerg/shared';
import { desc, eq, gte, lt, type SQL, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { actors } from '../../platform/audit/actor.table.ts';
import { auditLog } from '../../platform/audit/audit.table.ts';
import { auditColumns, historyEntry } from '../../platform/audit/audit-history.ts';
import { containsPattern, countRows, ordered, type Paged, pagedList } from '../../platform/db/paged-list.ts';

export type AuditQuery = TAuditListQuery & { page: number; perPage: number };

/** The day after `date`, so "to" takes in the whole day. Days are Lima's (UTC-5, no summer time). */
const limaMidnight = (date: string) => sql`(${date}::date::timestamp at time zone 'America/Lima')`;

const conditionsOf = (query: AuditQuery): SQL | undefined => {
  const f = query.filters ?? {};
  const like = query.q ? containsPattern(query.q) : undefined;
  const parts = [
    f.userId ? eq(auditLog.userId, f.userId) : undefined,
    f.entity ? eq(auditLog.entity, f.entity) : undefined,
    f.entityId ? eq(auditLog.entityId, f.entityId) : undefined,
    f.action ? eq(auditLog.action, f.action) : undefined,
    f.from ? gte(auditLog.at, limaMidnight(f.from)) : undefined,
    f.to ? lt(auditLog.at, sql`${limaMidnight(f.to)} + interval '1 day'`) : undefined,
    like
      ? sql`(${actors.fullName} ilike ${like} or ${auditLog.action} ilike ${like} or ${auditLog.entity} ilike ${like})`
      : undefined,
  ].filter((c) => c !== undefined);
  return parts.length ? sql.join(parts, sql` and `) : undefined;
};

const SORT = { at: auditLog.at, action: auditLog.action, entity: auditLog.entity } as const;

/** The audit search: newest first unless another order is asked for. */
export const listAudit = async (db: DbOrTx, query: AuditQuery): Promise<Paged<TAuditItem>> => {
  const where = conditionsOf(query);
  const column = SORT[query.sortBy ?? 'at'];
  const page = await pagedList(
    query,
    db
      .select(auditColumns)
      .from(auditLog)
      .leftJoin(actors, eq(actors.id, auditLog.userId))
      .where(where)
      .orderBy(ordered(column, query.sortDesc || !query.sortBy), desc(auditLog.id))
      .$dynamic(),
    db.select({ n: countRows }).from(auditLog).leftJoin(actors, eq(actors.id, auditLog.userId)).where(where),
  );
  return {
    total: page.total,
    data: page.data.map((row) => ({ ...historyEntry(row), entity: row.entity, entityId: row.entityId })),
  };
};
