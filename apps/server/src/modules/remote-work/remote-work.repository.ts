import type { TRemoteWorkListQuery } from '@zerg/shared';
import { and, asc, eq, ne, type SQL, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { actors } from '../../platform/audit/actor.table.ts';
import { countRows, ordered, pagedList } from '../../platform/db/paged-list.ts';
import { areaNameOf } from '../catalog/index.ts';
import {
  type EmployeeScope,
  employeeAreaIdOf,
  employeeFullNameOf,
  employeeWhere,
} from '../employees/index.ts';
import { remoteWorkAssignments as rw } from './remote-work.table.ts';

const employeeName = employeeFullNameOf(rw.employeeId);

const UNTIL_FURTHER_NOTICE = '9999-12-31';

const endedColumn = sql<boolean>`coalesce(${rw.toDate} < (now() at time zone 'America/Lima')::date, false)`;

const SORT_COLUMNS = {
  employeeName,
  from: rw.fromDate,
  to: sql`coalesce(${rw.toDate}, ${UNTIL_FURTHER_NOTICE}::date)`,
  updatedAt: rw.updatedAt,
} as const;

export type RemoteWorkListParams = TRemoteWorkListQuery & { page: number; perPage: number };

const itemColumns = {
  id: rw.id,
  employeeId: rw.employeeId,
  employeeName,
  areaName: areaNameOf(employeeAreaIdOf(rw.employeeId)),
  from: rw.fromDate,
  to: rw.toDate,
  weekdays: rw.weekdays,
  reason: rw.reason,
  notes: rw.notes,
  status: rw.status,
  ended: endedColumn,
  createdByName: actors.fullName,
  updatedAt: rw.updatedAt,
};

const toItem = <T extends { updatedAt: Date }>({ updatedAt, ...r }: T) => ({
  ...r,
  updatedAt: updatedAt.toISOString(),
});

/** The employee's current area keeps a chief to their own people; a search, to those it names. */
const scopeCondition = (scope: EmployeeScope, nameContains?: string): SQL | undefined =>
  employeeWhere(rw.employeeId, { scope, nameContains });

export const listRemoteWork = async (db: DbOrTx, scope: EmployeeScope, query: RemoteWorkListParams) => {
  const conditions: SQL[] = [];
  const visible = scopeCondition(scope, query.q);
  if (visible) conditions.push(visible);
  const f = query.filters;
  if (f?.status) conditions.push(eq(rw.status, f.status));
  if (f?.employeeId) conditions.push(eq(rw.employeeId, f.employeeId));
  if (f?.weekday) conditions.push(sql`${f.weekday} = any(${rw.weekdays})`);
  const where = conditions.length ? and(...conditions) : undefined;
  const page = await pagedList(
    query,
    db
      .select(itemColumns)
      .from(rw)
      .leftJoin(actors, eq(actors.id, rw.createdBy))
      .where(where)
      .orderBy(
        ordered(SORT_COLUMNS[query.sortBy ?? 'employeeName'], query.sortDesc),
        asc(rw.fromDate),
        asc(rw.id),
      )
      .$dynamic(),
    db.select({ n: countRows }).from(rw).where(where),
  );
  return { total: page.total, data: page.data.map(toItem) };
};

export const findRemoteWorkItem = async (db: DbOrTx, id: number) => {
  const [row] = await db
    .select(itemColumns)
    .from(rw)
    .leftJoin(actors, eq(actors.id, rw.createdBy))
    .where(eq(rw.id, id));
  return row ? toItem(row) : null;
};

export const findRemoteWork = async (db: DbOrTx, id: number) => {
  const [row] = await db.select().from(rw).where(eq(rw.id, id));
  return row ?? null;
};

/** An active assignment of the employee that shares a day (a date in both ranges on a common weekday). */
export const findOverlap = async (
  db: DbOrTx,
  input: { employeeId: number; from: string; to: string | null; weekdays: number[]; exceptId?: number },
) => {
  const candidates = await db
    .select({ id: rw.id, from: rw.fromDate, to: rw.toDate, weekdays: rw.weekdays })
    .from(rw)
    .where(
      and(
        eq(rw.employeeId, input.employeeId),
        eq(rw.status, 'active'),
        input.exceptId ? ne(rw.id, input.exceptId) : undefined,
        sql`${rw.fromDate} <= ${input.to ?? UNTIL_FURTHER_NOTICE}::date`,
        sql`coalesce(${rw.toDate}, ${UNTIL_FURTHER_NOTICE}::date) >= ${input.from}::date`,
        sql`${rw.weekdays} && ${sql.raw(`array[${input.weekdays.map(Number).join(',')}]::integer[]`)}`,
      ),
    )
    .orderBy(asc(rw.fromDate));
  // The ranges and weekdays intersect; a short range may still miss every shared weekday.
  return candidates.find((c) => sharesADay(input, c)) ?? null;
};

const DAY_MS = 86_400_000;

/** 1 Monday … 7 Sunday of a `YYYY-MM-DD`. */
export const isoWeekday = (date: string): number => {
  const day = new Date(`${date}T00:00:00Z`).getUTCDay();
  return day === 0 ? 7 : day;
};

const sharesADay = (
  a: { from: string; to: string | null; weekdays: number[] },
  b: { from: string; to: string | null; weekdays: number[] },
): boolean => {
  const from = [a.from, b.from].sort()[1] ?? a.from;
  const to = [a.to ?? UNTIL_FURTHER_NOTICE, b.to ?? UNTIL_FURTHER_NOTICE].sort()[0] ?? from;
  const common = new Set(a.weekdays.filter((d) => b.weekdays.includes(d)));
  // Seven consecutive days hold every weekday: no need to walk a long intersection.
  const start = Date.parse(`${from}T00:00:00Z`);
  const end = Math.min(Date.parse(`${to}T00:00:00Z`), start + 6 * DAY_MS);
  for (let t = start; t <= end; t += DAY_MS) {
    if (common.has(isoWeekday(new Date(t).toISOString().slice(0, 10)))) return true;
  }
  return false;
};
