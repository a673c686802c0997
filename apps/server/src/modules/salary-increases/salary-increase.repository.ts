import type { TSalaryIncreaseListQuery } from '@zerg/shared';
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
  employeeWhere,
} from '../employees/index.ts';
import { salaryIncreaseRequests as si } from './salary-increase.table.ts';

const decider = alias(actors, 'decider');

const employeeName = employeeFullNameOf(si.employeeId);
const areaId = employeeAreaIdOf(si.employeeId);

const SORT_COLUMNS = {
  employeeName,
  effectiveDate: si.effectiveDate,
  newSalary: si.newSalary,
  requestedAt: si.createdAt,
  status: si.status,
} as const;

export type SalaryIncreaseListParams = TSalaryIncreaseListQuery & { page: number; perPage: number };

const itemColumns = {
  id: si.id,
  employeeId: si.employeeId,
  employeeName,
  areaId,
  areaName: areaNameOf(areaId),
  currentSalary: si.currentSalary,
  newSalary: si.newSalary,
  currency: si.currency,
  reason: si.reason,
  effectiveDate: si.effectiveDate,
  status: si.status,
  requestedBy: si.requestedBy,
  requestedByName: actors.fullName,
  createdAt: si.createdAt,
  decidedByName: decider.fullName,
  decidedAt: si.decidedAt,
  rejectionReason: si.rejectionReason,
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
    .from(si)
    .leftJoin(actors, eq(actors.id, si.requestedBy))
    .leftJoin(decider, eq(decider.id, si.decidedBy));

const counted = (db: DbOrTx) => db.select({ n: countRows }).from(si);

export const listSalaryIncreases = async (
  db: DbOrTx,
  scope: EmployeeScope,
  query: SalaryIncreaseListParams,
) => {
  const f = query.filters;
  const conditions: SQL[] = [];
  // The employee's current area keeps a chief to their own people.
  const people = employeeWhere(si.employeeId, {
    scope,
    nameContains: query.q,
    areaId: f?.areaId || undefined,
  });
  if (people) conditions.push(people);
  if (f?.status) conditions.push(eq(si.status, f.status));
  if (f?.employeeId) conditions.push(eq(si.employeeId, f.employeeId));
  if (f?.from) conditions.push(sql`${si.effectiveDate} >= ${f.from}::date`);
  if (f?.to) conditions.push(sql`${si.effectiveDate} <= ${f.to}::date`);
  const where = conditions.length ? and(...conditions) : undefined;
  const page = await pagedList(
    query,
    items(db)
      .where(where)
      .orderBy(
        query.sortBy ? ordered(SORT_COLUMNS[query.sortBy], query.sortDesc) : desc(si.createdAt),
        asc(si.id),
      )
      .$dynamic(),
    counted(db).where(where),
  );
  return { total: page.total, data: page.data.map(toItem) };
};

export const findSalaryIncreaseItem = async (db: DbOrTx, id: number) => {
  const [row] = await items(db).where(eq(si.id, id));
  return row ? toItem(row) : null;
};

export const findSalaryIncrease = async (db: DbOrTx, id: number) => {
  const [row] = await db.select().from(si).where(eq(si.id, id));
  return row ?? null;
};
