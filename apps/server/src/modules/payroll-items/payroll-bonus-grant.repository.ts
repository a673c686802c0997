import type { TBonusGrantListQuery } from '@zerg/shared';
import { and, asc, desc, eq, gte, isNull, lte, or, type SQL, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { containsPattern, countRows, ordered, pagedList } from '../../platform/db/paged-list.ts';
import {
  areaInScope,
  type EmployeeScope,
  employeeFullName,
  employeeJobs,
  employees,
} from '../employees/index.ts';
import { payrollBonusTypes } from '../payroll-settings/index.ts';
import { payrollBonusGrants as g } from './payroll-item.table.ts';

export type BonusGrantListParams = TBonusGrantListQuery & { page: number; perPage: number };

const SORT_COLUMNS = {
  employeeName: employeeFullName,
  bonusTypeName: payrollBonusTypes.name,
  amount: g.amount,
  fromPeriod: g.fromPeriod,
} as const;

const items = (db: DbOrTx) =>
  db
    .select({
      id: g.id,
      employeeId: g.employeeId,
      employeeName: employeeFullName,
      bonusTypeId: g.bonusTypeId,
      bonusTypeName: payrollBonusTypes.name,
      amount: g.amount,
      fromPeriod: g.fromPeriod,
      toPeriod: g.toPeriod,
      observations: g.observations,
      createdAt: g.createdAt,
    })
    .from(g)
    .innerJoin(employees, eq(employees.id, g.employeeId))
    .innerJoin(payrollBonusTypes, eq(payrollBonusTypes.id, g.bonusTypeId))
    .leftJoin(employeeJobs, eq(employeeJobs.employeeId, g.employeeId));

const toItem = <T extends { fromPeriod: string; toPeriod: string | null; createdAt: Date }>(r: T) => ({
  ...r,
  fromPeriod: r.fromPeriod.slice(0, 7),
  toPeriod: r.toPeriod?.slice(0, 7) ?? null,
  createdAt: r.createdAt.toISOString(),
});

const scoped = (scope: EmployeeScope): SQL[] => {
  const inScope = areaInScope(scope, employeeJobs.areaId);
  return inScope ? [inScope] : [];
};

export const listBonusGrants = async (db: DbOrTx, scope: EmployeeScope, query: BonusGrantListParams) => {
  const conditions = scoped(scope);
  if (query.q) conditions.push(sql`${employeeFullName} ilike ${containsPattern(query.q)}`);
  const f = query.filters;
  if (f?.employeeId) conditions.push(eq(g.employeeId, f.employeeId));
  if (f?.bonusTypeId) conditions.push(eq(g.bonusTypeId, f.bonusTypeId));
  if (f?.period) {
    const month = `${f.period}-01`;
    conditions.push(lte(g.fromPeriod, month));
    conditions.push(or(isNull(g.toPeriod), gte(g.toPeriod, month)) as SQL);
  }
  const where = conditions.length ? and(...conditions) : undefined;
  const page = await pagedList(
    query,
    items(db)
      .where(where)
      .orderBy(
        query.sortBy ? ordered(SORT_COLUMNS[query.sortBy], query.sortDesc) : desc(g.createdAt),
        asc(g.id),
      )
      .$dynamic(),
    db
      .select({ n: countRows })
      .from(g)
      .innerJoin(employees, eq(employees.id, g.employeeId))
      .innerJoin(payrollBonusTypes, eq(payrollBonusTypes.id, g.bonusTypeId))
      .leftJoin(employeeJobs, eq(employeeJobs.employeeId, g.employeeId))
      .where(where),
  );
  return { total: page.total, data: page.data.map(toItem) };
};

export const findBonusGrantItem = async (db: DbOrTx, scope: EmployeeScope, id: number) => {
  const [row] = await items(db).where(and(eq(g.id, id), ...scoped(scope)));
  return row ? toItem(row) : null;
};
