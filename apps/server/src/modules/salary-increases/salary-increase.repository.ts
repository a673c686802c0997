import type { TSalaryIncreaseListQuery } from '@zerg/shared';
import { eq } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { countRows, pagedList } from '../../platform/db/paged-list.ts';
import { type EmployeeScope, employeeFullNameOf } from '../employees/index.ts';
import { requestItem, requestListOrder, requestListWhere, requestPeople } from '../notifications/index.ts';
import { salaryIncreaseRequests as si } from './salary-increase.table.ts';

const SORT_COLUMNS = {
  employeeName: employeeFullNameOf(si.employeeId),
  effectiveDate: si.effectiveDate,
  newSalary: si.newSalary,
  requestedAt: si.createdAt,
  status: si.status,
} as const;

export type SalaryIncreaseListParams = TSalaryIncreaseListQuery & { page: number; perPage: number };

const items = (db: DbOrTx) =>
  db
    .select({
      id: si.id,
      employeeId: si.employeeId,
      ...requestPeople(si),
      currentSalary: si.currentSalary,
      newSalary: si.newSalary,
      currency: si.currency,
      reason: si.reason,
      effectiveDate: si.effectiveDate,
      status: si.status,
      requestedBy: si.requestedBy,
      createdAt: si.createdAt,
      decidedAt: si.decidedAt,
      rejectionReason: si.rejectionReason,
    })
    .from(si);

export const listSalaryIncreases = async (
  db: DbOrTx,
  scope: EmployeeScope,
  query: SalaryIncreaseListParams,
) => {
  const where = requestListWhere(si, si.effectiveDate, scope, query);
  const page = await pagedList(
    query,
    items(db)
      .where(where)
      .orderBy(...requestListOrder(si, SORT_COLUMNS, query))
      .$dynamic(),
    db.select({ n: countRows }).from(si).where(where),
  );
  return { total: page.total, data: page.data.map(requestItem) };
};

export const findSalaryIncreaseItem = async (db: DbOrTx, id: number) => {
  const [row] = await items(db).where(eq(si.id, id));
  return row ? requestItem(row) : null;
};

export const findSalaryIncrease = async (db: DbOrTx, id: number) => {
  const [row] = await db.select().from(si).where(eq(si.id, id));
  return row ?? null;
};
