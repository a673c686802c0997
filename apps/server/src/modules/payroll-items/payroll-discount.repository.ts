import type { TDiscountListQuery } from '@zerg/shared';
import { and, asc, desc, eq, type SQL, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { DbOrTx } from '../../db/client.ts';
import { actors } from '../../platform/audit/actor.table.ts';
import { countRows, ordered, pagedList } from '../../platform/db/paged-list.ts';
import { areaNameOf } from '../catalog/index.ts';
import {
  type EmployeeScope,
  employeeAreaIdOf,
  employeeFullNameOf,
  employeeIsActiveOf,
  employeeWhere,
} from '../employees/index.ts';
import { payrollDiscounts as d, payrollDiscountQuotas as dq } from './payroll-item.table.ts';

const approver = alias(actors, 'approver');

/** Who may see which discounts: the caller's employee scope, and for the workshop only its own. */
export type DiscountVisibility = { scope: EmployeeScope; origin: 'payroll' | 'workshop' | null };

export type DiscountListParams = TDiscountListQuery & { page: number; perPage: number };

const takenAmount = sql<string>`coalesce((select sum(${dq.takenAmount}) from ${dq} where ${dq.discountId} = ${d.id}), 0)::numeric(12,2)::text`;

const employeeName = employeeFullNameOf(d.employeeId);

const SORT_COLUMNS = {
  employeeName,
  type: d.type,
  amount: d.amount,
  quotas: d.quotas,
  startPeriod: d.startPeriod,
  createdAt: d.createdAt,
} as const;

const itemColumns = {
  id: d.id,
  employeeId: d.employeeId,
  employeeName,
  areaName: areaNameOf(employeeAreaIdOf(d.employeeId)),
  isActive: employeeIsActiveOf(d.employeeId),
  origin: d.origin,
  type: d.type,
  amount: d.amount,
  quotas: d.quotas,
  startPeriod: d.startPeriod,
  observations: d.observations,
  status: d.status,
  takenAmount,
  createdByName: actors.fullName,
  createdAt: d.createdAt,
  approvedByName: approver.fullName,
  approvedAt: d.approvedAt,
  anulledReason: d.anulledReason,
  anulledAt: d.anulledAt,
  requestedBy: d.createdBy,
};

type Row = {
  startPeriod: string;
  createdAt: Date;
  approvedAt: Date | null;
  anulledAt: Date | null;
};

const toItem = <T extends Row>(r: T) => ({
  ...r,
  startPeriod: r.startPeriod.slice(0, 7),
  createdAt: r.createdAt.toISOString(),
  approvedAt: r.approvedAt?.toISOString() ?? null,
  anulledAt: r.anulledAt?.toISOString() ?? null,
});

const visibleWhere = (v: DiscountVisibility, nameContains?: string): SQL[] => {
  const out: SQL[] = [];
  if (v.origin) out.push(eq(d.origin, v.origin));
  const inScope = employeeWhere(d.employeeId, { scope: v.scope, nameContains });
  if (inScope) out.push(inScope);
  return out;
};

const items = (db: DbOrTx) =>
  db
    .select(itemColumns)
    .from(d)
    .leftJoin(actors, eq(actors.id, d.createdBy))
    .leftJoin(approver, eq(approver.id, d.approvedBy));

export const listDiscounts = async (db: DbOrTx, v: DiscountVisibility, query: DiscountListParams) => {
  const conditions = visibleWhere(v, query.q);
  const f = query.filters;
  if (f?.status) conditions.push(eq(d.status, f.status));
  if (f?.employeeId) conditions.push(eq(d.employeeId, f.employeeId));
  if (f?.type) conditions.push(eq(d.type, f.type));
  if (f?.origin) conditions.push(eq(d.origin, f.origin));
  // A period filter finds the discounts with a quota in that month (or starting then, if pending).
  if (f?.period)
    conditions.push(
      sql`(${d.startPeriod} = ${`${f.period}-01`}::date or exists (select 1 from ${dq} where ${dq.discountId} = ${d.id} and ${dq.period} = ${`${f.period}-01`}::date))`,
    );
  const where = conditions.length ? and(...conditions) : undefined;
  const page = await pagedList(
    query,
    items(db)
      .where(where)
      .orderBy(
        query.sortBy ? ordered(SORT_COLUMNS[query.sortBy], query.sortDesc) : desc(d.createdAt),
        asc(d.id),
      )
      .$dynamic(),
    db.select({ n: countRows }).from(d).where(where),
  );
  return { total: page.total, data: page.data.map(toItem) };
};

/** One discount as the list shows it, if visible. */
export const findDiscountItem = async (db: DbOrTx, v: DiscountVisibility, id: number) => {
  const [row] = await items(db).where(and(eq(d.id, id), ...visibleWhere(v)));
  return row ? toItem(row) : null;
};

export const findDiscount = async (db: DbOrTx, id: number) => {
  const [row] = await db.select().from(d).where(eq(d.id, id));
  return row ?? null;
};

export const discountQuotas = async (db: DbOrTx, discountId: number) => {
  const rows = await db
    .select({
      id: dq.id,
      number: dq.number,
      period: dq.period,
      amount: dq.amount,
      takenAmount: dq.takenAmount,
      status: dq.status,
      carriedFrom: dq.carriedFrom,
    })
    .from(dq)
    .where(eq(dq.discountId, discountId))
    .orderBy(asc(dq.period), asc(dq.number), asc(dq.id));
  return rows.map((r) => ({ ...r, period: r.period.slice(0, 7) }));
};
