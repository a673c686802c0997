import type { TAdvanceListQuery } from '@zerg/shared';
import { and, asc, desc, eq, ne, type SQL, sql } from 'drizzle-orm';
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
import { payrollAdvances as a } from './payroll-item.table.ts';

const approver = alias(actors, 'approver');

export type AdvanceListParams = TAdvanceListQuery & { page: number; perPage: number };

const employeeName = employeeFullNameOf(a.employeeId);

const SORT_COLUMNS = {
  employeeName,
  amount: a.amount,
  period: a.period,
  status: a.status,
  createdAt: a.createdAt,
} as const;

const items = (db: DbOrTx) =>
  db
    .select({
      id: a.id,
      employeeId: a.employeeId,
      employeeName,
      areaName: areaNameOf(employeeAreaIdOf(a.employeeId)),
      amount: a.amount,
      period: a.period,
      kind: a.kind,
      reason: a.reason,
      status: a.status,
      approvedByName: approver.fullName,
      approvedAt: a.approvedAt,
      rejectedReason: a.rejectedReason,
      paidAt: a.paidAt,
      paymentReference: a.paymentReference,
      createdByName: actors.fullName,
      createdAt: a.createdAt,
      requestedBy: a.createdBy,
    })
    .from(a)
    .leftJoin(actors, eq(actors.id, a.createdBy))
    .leftJoin(approver, eq(approver.id, a.approvedBy));

const toItem = <T extends { period: string; createdAt: Date; approvedAt: Date | null; paidAt: Date | null }>(
  r: T,
) => ({
  ...r,
  period: r.period.slice(0, 7),
  createdAt: r.createdAt.toISOString(),
  approvedAt: r.approvedAt?.toISOString() ?? null,
  paidAt: r.paidAt?.toISOString() ?? null,
});

/** The employee's current area keeps a chief to their own people; a search, to those it names. */
const scoped = (scope: EmployeeScope, nameContains?: string): SQL[] => {
  const inScope = employeeWhere(a.employeeId, { scope, nameContains });
  return inScope ? [inScope] : [];
};

export const listAdvances = async (db: DbOrTx, scope: EmployeeScope, query: AdvanceListParams) => {
  const conditions = scoped(scope, query.q);
  const f = query.filters;
  if (f?.status) conditions.push(eq(a.status, f.status));
  if (f?.kind) conditions.push(eq(a.kind, f.kind));
  if (f?.employeeId) conditions.push(eq(a.employeeId, f.employeeId));
  if (f?.period) conditions.push(eq(a.period, `${f.period}-01`));
  const where = conditions.length ? and(...conditions) : undefined;
  const page = await pagedList(
    query,
    items(db)
      .where(where)
      .orderBy(
        query.sortBy ? ordered(SORT_COLUMNS[query.sortBy], query.sortDesc) : desc(a.createdAt),
        asc(a.id),
      )
      .$dynamic(),
    db.select({ n: countRows }).from(a).where(where),
  );
  return { total: page.total, data: page.data.map(toItem) };
};

export const findAdvanceItem = async (db: DbOrTx, scope: EmployeeScope, id: number) => {
  const [row] = await items(db).where(and(eq(a.id, id), ...scoped(scope)));
  return row ? toItem(row) : null;
};

export const findAdvance = async (db: DbOrTx, id: number) => {
  const [row] = await db.select().from(a).where(eq(a.id, id));
  return row ?? null;
};

/** What a worker already asked for in a month, leaving out the refused ones. */
export const advancedInMonth = async (db: DbOrTx, employeeId: number, period: string): Promise<string> => {
  const [row] = await db
    .select({ total: sql<string>`coalesce(sum(${a.amount}), 0)::numeric(12,2)::text` })
    .from(a)
    .where(and(eq(a.employeeId, employeeId), eq(a.period, period), ne(a.status, 'rejected')));
  return row?.total ?? '0.00';
};

/** The workers who already have a live quincena for the month (generating again skips them). */
export const quincenaTakenIn = async (db: DbOrTx, period: string): Promise<Set<number>> => {
  const rows = await db
    .select({ employeeId: a.employeeId })
    .from(a)
    .where(and(eq(a.kind, 'quincena'), eq(a.period, period), ne(a.status, 'rejected')));
  return new Set(rows.map((r) => r.employeeId));
};
