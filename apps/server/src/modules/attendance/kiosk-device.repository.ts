import type { TKioskDeviceListQuery } from '@zerg/shared';
import { and, desc, eq, isNotNull, isNull, type SQL, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { DbOrTx } from '../../db/client.ts';
import { actors } from '../../platform/audit/actor.table.ts';
import { containsPattern, countRows, ordered, pagedList } from '../../platform/db/paged-list.ts';
import { campusNameOf } from '../catalog/index.ts';
import { attendanceKioskDevices as d } from './kiosk-device.table.ts';

const revokers = alias(actors, 'revokers');

const itemColumns = {
  id: d.id,
  name: d.name,
  campusId: d.campusId,
  campusName: campusNameOf(d.campusId),
  tokenHint: d.tokenHint,
  createdAt: d.createdAt,
  createdByName: actors.fullName,
  lastSeenAt: d.lastSeenAt,
  revokedAt: d.revokedAt,
  revokedByName: revokers.fullName,
};

type ItemRow = {
  createdAt: Date;
  lastSeenAt: Date | null;
  revokedAt: Date | null;
};

const toItem = <T extends ItemRow>({ createdAt, lastSeenAt, revokedAt, ...r }: T) => ({
  ...r,
  status: revokedAt ? ('revoked' as const) : ('active' as const),
  createdAt: createdAt.toISOString(),
  lastSeenAt: lastSeenAt?.toISOString() ?? null,
  revokedAt: revokedAt?.toISOString() ?? null,
});

const SORT_COLUMNS = {
  name: d.name,
  campusName: itemColumns.campusName,
  createdAt: d.createdAt,
  lastSeenAt: sql`coalesce(${d.lastSeenAt}, '-infinity'::timestamptz)`,
} as const;

export type KioskDeviceListParams = TKioskDeviceListQuery & { page: number; perPage: number };

const select = (db: DbOrTx) =>
  db
    .select(itemColumns)
    .from(d)
    .leftJoin(actors, eq(actors.id, d.createdBy))
    .leftJoin(revokers, eq(revokers.id, d.revokedBy));

export const listKioskDevices = async (db: DbOrTx, query: KioskDeviceListParams) => {
  const conditions: SQL[] = [];
  if (query.q) {
    const p = containsPattern(query.q);
    conditions.push(
      sql`(${d.name} ilike ${p} or ${itemColumns.campusName} ilike ${p} or ${d.tokenHint} ilike ${p})`,
    );
  }
  const f = query.filters;
  if (f?.status === 'active') conditions.push(isNull(d.revokedAt));
  if (f?.status === 'revoked') conditions.push(isNotNull(d.revokedAt));
  if (f?.campusId) conditions.push(eq(d.campusId, f.campusId));
  const where = conditions.length ? and(...conditions) : undefined;
  const page = await pagedList(
    query,
    select(db)
      .where(where)
      .orderBy(ordered(SORT_COLUMNS[query.sortBy ?? 'name'], query.sortDesc), desc(d.id))
      .$dynamic(),
    db.select({ n: countRows }).from(d).where(where),
  );
  return { total: page.total, data: page.data.map(toItem) };
};

export const findKioskDeviceItem = async (db: DbOrTx, id: number) => {
  const [row] = await select(db).where(eq(d.id, id));
  return row ? toItem(row) : null;
};

export type ActiveKioskDevice = { id: number; name: string; campusId: number; campusName: string };

const activeDevice = async (db: DbOrTx, where: SQL | undefined): Promise<ActiveKioskDevice | null> => {
  const [row] = await db
    .select({ id: d.id, name: d.name, campusId: d.campusId, campusName: itemColumns.campusName })
    .from(d)
    .where(and(where, isNull(d.revokedAt)));
  return row ?? null;
};

/** The registered, not revoked device holding this token (by its hash), or null. */
export const activeDeviceByTokenHash = (db: DbOrTx, tokenHash: string) =>
  activeDevice(db, eq(d.tokenHash, tokenHash));

/** The device a code names, if it is still registered: revoking voids the codes it showed. */
export const activeDeviceById = (db: DbOrTx, id: number) => activeDevice(db, eq(d.id, id));
