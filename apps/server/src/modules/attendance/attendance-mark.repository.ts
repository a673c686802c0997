import type { MarkKind, TMarkListQuery } from '@zerg/shared';
import { and, asc, desc, eq, gte, inArray, isNull, lte, type SQL, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { actors } from '../../platform/audit/actor.table.ts';
import { countRows, ordered, pagedList } from '../../platform/db/paged-list.ts';
import { areaNameOf, campusNameOf } from '../catalog/index.ts';
import {
  type EmployeeScope,
  employeeAreaIdOf,
  employeeFullNameOf,
  employeeWhere,
} from '../employees/index.ts';
import { attendanceMarks as m } from './attendance-mark.table.ts';
import { attendanceKioskDevices } from './kiosk-device.table.ts';

const employeeName = employeeFullNameOf(m.employeeId);
/**
 * The correction that replaced this mark, if any (marks are never edited; a mark is superseded at
 * most once). No `min(id)`: PostgreSQL answers that by walking the primary key until a row matches,
 * the whole table for every mark never corrected, which made a 14,000-mark export take a minute.
 */
const supersededById = sql<
  number | null
>`(select newer.id from attendance_marks newer where newer.supersedes_id = ${m.id} limit 1)`;

const itemColumns = {
  id: m.id,
  employeeId: m.employeeId,
  employeeName,
  areaName: areaNameOf(employeeAreaIdOf(m.employeeId)),
  workDate: m.workDate,
  markedAt: m.markedAt,
  kind: m.kind,
  method: m.method,
  campusId: m.campusId,
  campusName: campusNameOf(m.campusId),
  device: m.device,
  kioskDeviceId: m.kioskDeviceId,
  kioskDeviceName: attendanceKioskDevices.name,
  reason: m.reason,
  supersedesId: m.supersedesId,
  supersededById,
  recordedByName: actors.fullName,
};

const toItem = <T extends { markedAt: Date }>({ markedAt, ...r }: T) => ({
  ...r,
  markedAt: markedAt.toISOString(),
});

const SORT_COLUMNS = { markedAt: m.markedAt, employeeName, workDate: m.workDate } as const;

export type MarkListParams = TMarkListQuery & { page: number; perPage: number; sortDesc: boolean };

const select = (db: DbOrTx) =>
  db
    .select(itemColumns)
    .from(m)
    .leftJoin(attendanceKioskDevices, eq(attendanceKioskDevices.id, m.kioskDeviceId))
    .leftJoin(actors, eq(actors.id, m.recordedBy));

/** A mark is in force when no correction names it. */
const inForce = sql`not exists (select 1 from attendance_marks newer where newer.supersedes_id = ${m.id})`;

export const listMarks = async (
  db: DbOrTx,
  scope: EmployeeScope,
  query: MarkListParams,
  ownEmployeeId?: number,
) => {
  const conditions: SQL[] = [];
  if (ownEmployeeId !== undefined) conditions.push(eq(m.employeeId, ownEmployeeId));
  const people = employeeWhere(m.employeeId, {
    scope: ownEmployeeId === undefined ? scope : undefined,
    nameContains: query.q,
  });
  if (people) conditions.push(people);
  const f = query.filters;
  if (f?.employeeId) conditions.push(eq(m.employeeId, f.employeeId));
  if (f?.from) conditions.push(gte(m.workDate, f.from));
  if (f?.to) conditions.push(lte(m.workDate, f.to));
  if (f?.method) conditions.push(eq(m.method, f.method));
  if (f?.kind) conditions.push(eq(m.kind, f.kind));
  if (f?.campusId) conditions.push(eq(m.campusId, f.campusId));
  if (!f?.withSuperseded) conditions.push(inForce);
  const where = conditions.length ? and(...conditions) : undefined;
  const page = await pagedList(
    query,
    select(db)
      .where(where)
      .orderBy(ordered(SORT_COLUMNS[query.sortBy ?? 'markedAt'], query.sortDesc), desc(m.id))
      .$dynamic(),
    db.select({ n: countRows }).from(m).where(where),
  );
  return { total: page.total, data: page.data.map(toItem) };
};

export const findMarkItem = async (db: DbOrTx, id: number) => {
  const [row] = await select(db).where(eq(m.id, id));
  return row ? toItem(row) : null;
};

export const findMark = async (db: DbOrTx, id: number) => {
  const [row] = await db.select().from(m).where(eq(m.id, id));
  return row ?? null;
};

/** The marks in force of employees on days, oldest first: what entry/exit and the page read. */
export const marksInForce = async (db: DbOrTx, employeeIds: readonly number[], from: string, to: string) =>
  employeeIds.length
    ? (
        await select(db)
          .where(
            and(inArray(m.employeeId, [...employeeIds]), gte(m.workDate, from), lte(m.workDate, to), inForce),
          )
          .orderBy(asc(m.markedAt), asc(m.id))
      ).map(toItem)
    : [];

export const kindsOfDay = async (db: DbOrTx, employeeId: number, workDate: string): Promise<MarkKind[]> =>
  (
    await db
      .select({ kind: m.kind })
      .from(m)
      .where(and(eq(m.employeeId, employeeId), eq(m.workDate, workDate), inForce))
      .orderBy(asc(m.markedAt))
  ).map((r) => r.kind);

/** A mark of the employee in the minute before `at`: a second mark then is the same mark. */
export const recentMark = async (db: DbOrTx, employeeId: number, at: Date) => {
  const [row] = await db
    .select({ id: m.id })
    .from(m)
    .where(
      and(
        eq(m.employeeId, employeeId),
        gte(m.markedAt, new Date(at.getTime() - 60_000)),
        lte(m.markedAt, at),
        isNull(m.supersedesId),
        sql`${m.method} <> 'manual'`,
      ),
    )
    .orderBy(desc(m.markedAt))
    .limit(1);
  return row?.id ?? null;
};
