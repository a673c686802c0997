import type { TAdditionalWorkListQuery } from '@zerg/shared';
import { and, asc, desc, eq, inArray, type SQL, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
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
import { additionalWorkRequests as aw } from './additional-work.table.ts';

const decider = alias(actors, 'decider');

const employeeName = employeeFullNameOf(aw.employeeId);
const areaId = employeeAreaIdOf(aw.employeeId);

const SORT_COLUMNS = {
  employeeName,
  date: aw.workDate,
  hours: aw.hours,
  requestedAt: aw.createdAt,
  status: aw.status,
} as const;

export type AdditionalWorkListParams = TAdditionalWorkListQuery & { page: number; perPage: number };

const itemColumns = {
  id: aw.id,
  employeeId: aw.employeeId,
  employeeName,
  areaId,
  areaName: areaNameOf(areaId),
  date: aw.workDate,
  hours: aw.hours,
  reason: aw.reason,
  payMode: aw.payMode,
  amount: aw.amount,
  status: aw.status,
  requestedBy: aw.requestedBy,
  requestedByName: actors.fullName,
  createdAt: aw.createdAt,
  decidedByName: decider.fullName,
  decidedAt: aw.decidedAt,
  rejectionReason: aw.rejectionReason,
};

/** The row as answered; the service adds whether the caller decides it (`decisionsOnPage`). */
const toItem = <T extends { createdAt: Date; decidedAt: Date | null; status: string }>({
  createdAt,
  decidedAt,
  ...r
}: T) => ({
  ...r,
  requestedAt: createdAt.toISOString(),
  decidedAt: decidedAt?.toISOString() ?? null,
});

const items = (db: DbOrTx) =>
  db
    .select(itemColumns)
    .from(aw)
    .leftJoin(actors, eq(actors.id, aw.requestedBy))
    .leftJoin(decider, eq(decider.id, aw.decidedBy));

const counted = (db: DbOrTx) => db.select({ n: countRows }).from(aw);

export const listAdditionalWork = async (
  db: DbOrTx,
  scope: EmployeeScope,
  query: AdditionalWorkListParams,
) => {
  const f = query.filters;
  const conditions: SQL[] = [];
  // The employee's current area keeps a chief to their own people.
  const people = employeeWhere(aw.employeeId, {
    scope,
    nameContains: query.q,
    areaId: f?.areaId || undefined,
  });
  if (people) conditions.push(people);
  if (f?.status) conditions.push(eq(aw.status, f.status));
  if (f?.employeeId) conditions.push(eq(aw.employeeId, f.employeeId));
  if (f?.from) conditions.push(sql`${aw.workDate} >= ${f.from}::date`);
  if (f?.to) conditions.push(sql`${aw.workDate} <= ${f.to}::date`);
  const where = conditions.length ? and(...conditions) : undefined;
  const page = await pagedList(
    query,
    items(db)
      .where(where)
      .orderBy(
        query.sortBy ? ordered(SORT_COLUMNS[query.sortBy], query.sortDesc) : desc(aw.createdAt),
        asc(aw.id),
      )
      .$dynamic(),
    counted(db).where(where),
  );
  return { total: page.total, data: page.data.map(toItem) };
};

export const findAdditionalWorkItem = async (db: DbOrTx, id: number) => {
  const [row] = await items(db).where(eq(aw.id, id));
  return row ? toItem(row) : null;
};

export const findAdditionalWork = async (db: DbOrTx, id: number) => {
  const [row] = await db.select().from(aw).where(eq(aw.id, id));
  return row ?? null;
};

/**
 * Approved additional work of these employees with a date in [from, to], for the month's payroll:
 * hours to price, or a fixed amount (decimal strings).
 */
export const approvedAdditionalWork = async (
  db: DbOrTx,
  employeeIds: readonly number[],
  from: string,
  to: string,
) => {
  if (employeeIds.length === 0) return [];
  return db
    .select({
      id: aw.id,
      employeeId: aw.employeeId,
      date: aw.workDate,
      hours: aw.hours,
      payMode: aw.payMode,
      amount: aw.amount,
      reason: aw.reason,
    })
    .from(aw)
    .where(
      and(
        eq(aw.status, 'approved'),
        inArray(aw.employeeId, [...employeeIds]),
        sql`${aw.workDate} between ${from}::date and ${to}::date`,
      ),
    )
    .orderBy(asc(aw.employeeId), asc(aw.workDate), asc(aw.id));
};

export type ApprovedAdditionalWork = Awaited<ReturnType<typeof approvedAdditionalWork>>[number];
