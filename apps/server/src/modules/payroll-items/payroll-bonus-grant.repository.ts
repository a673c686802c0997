import type { TBonusGrantListQuery } from '@zerg/shared';
import { and, asc, desc, eq, gte, isNull, lte, or, type SQL } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { countRows, ordered, pagedList } from '../../platform/db/paged-list.ts';
import { type EmployeeScope, employeeFullNameOf, employeeWhere } from '../employees/index.ts';
import { bonusTypeNameOf } from '../payroll-settings/index.ts';
import { payrollBonusGrants as g } from './payroll-item.table.ts';

export type BonusGrantListParams = TBonusGrantListQuery & { page: number; perPage: number };

const employeeName = employeeFullNameOf(g.employeeId);
const bonusTypeName = bonusTypeNameOf(g.bonusTypeId);

const SORT_COLUMNS = {
  employeeName,
  bonusTypeName,
  amount: g.amount,
  fromPeriod: g.fromPeriod,
} as const;

const items = (db: DbOrTx) =>
  db
    .select({
      id: g.id,
      employeeId: g.employeeId,
      employeeName,
      bonusTypeId: g.bonusTypeId,
      bonusTypeName,
      amount: g.amount,
      fromPeriod: g.fromPeriod,
      toPeriod: g.toPeriod,
      observations: g.observations,
      createdAt: g.createdAt,
    })
    .from(g);

const toItem = <T extends { fromPeriod: string; toPeriod: string | null; createdAt: Date }>(r: T) => ({
  ...r,
  fromPeriod: r.fromPeriod.slice(0, 7),
  toPeriod: r.toPeriod?.slice(0, 7) ?? null,
  createdAt: r.createdAt.toISOString(),
});

/** The employee's current area keeps a chief to their own people; a search, to those it names. */
const scoped = (scope: EmployeeScope, nameContains?: string): SQL[] => {
  const inScope = employeeWhere(g.employeeId, { scope, nameContains });
  return inScope ? [inScope] : [];
};

export const listBonusGrants = async (db: DbOrTx, scope: EmployeeScope, query: BonusGrantListParams) => {
  const conditions = scoped(scope, query.q);
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
    db.select({ n: countRows }).from(g).where(where),
  );
  return { total: page.total, data: page.data.map(toItem) };
};

export const findBonusGrantItem = async (db: DbOrTx, scope: EmployeeScope, id: number) => {
  const [row] = await items(db).where(and(eq(g.id, id), ...scoped(scope)));
  return row ? toItem(row) : null;
};
