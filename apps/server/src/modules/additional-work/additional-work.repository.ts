import type { TAdditionalWorkListQuery } from '@zerg/shared';
import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { countRows, pagedList } from '../../platform/db/paged-list.ts';
import { type EmployeeScope, employeeFullNameOf } from '../employees/index.ts';
import { requestItem, requestListOrder, requestListWhere, requestPeople } from '../notifications/index.ts';
import { additionalWorkRequests as aw } from './additional-work.table.ts';

const SORT_COLUMNS = {
  employeeName: employeeFullNameOf(aw.employeeId),
  date: aw.workDate,
  hours: aw.hours,
  requestedAt: aw.createdAt,
  status: aw.status,
} as const;

export type AdditionalWorkListParams = TAdditionalWorkListQuery & { page: number; perPage: number };

const items = (db: DbOrTx) =>
  db
    .select({
      id: aw.id,
      employeeId: aw.employeeId,
      ...requestPeople(aw),
      date: aw.workDate,
      hours: aw.hours,
      reason: aw.reason,
      payMode: aw.payMode,
      amount: aw.amount,
      status: aw.status,
      requestedBy: aw.requestedBy,
      createdAt: aw.createdAt,
      decidedAt: aw.decidedAt,
      rejectionReason: aw.rejectionReason,
    })
    .from(aw);

export const listAdditionalWork = async (
  db: DbOrTx,
  scope: EmployeeScope,
  query: AdditionalWorkListParams,
) => {
  const where = requestListWhere(aw, aw.workDate, scope, query);
  const page = await pagedList(
    query,
    items(db)
      .where(where)
      .orderBy(...requestListOrder(aw, SORT_COLUMNS, query))
      .$dynamic(),
    db.select({ n: countRows }).from(aw).where(where),
  );
  return { total: page.total, data: page.data.map(requestItem) };
};

export const findAdditionalWorkItem = async (db: DbOrTx, id: number) => {
  const [row] = await items(db).where(eq(aw.id, id));
  return row ? requestItem(row) : null;
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
