import type { TMonthGridResponse } from '@zerg/shared';
import type { DbOrTx } from '../../db/client.ts';
import type { Actor } from '../../platform/auth/current-user.ts';
import type { Deps } from '../../platform/deps.ts';
import { dayCounts, monthGrid } from './attendance-grid.repository.ts';
import {
  assertAreaAllowed,
  type Department,
  departmentLimit,
  type GridParams,
  scopeLimit,
} from './attendance-report-scope.ts';
import { filterOptions } from './attendance-reports.repository.ts';
import type { AreaLimit, StaffFilter } from './report-staff.ts';

const lastDayOf = (month: string) => {
  const [y, m] = month.split('-').map(Number) as [number, number];
  return new Date(Date.UTC(y, m, 0)).getUTCDate();
};
export const monthRange = (month: string) => ({
  from: `${month}-01`,
  to: `${month}-${String(lastDayOf(month)).padStart(2, '0')}`,
  days: lastDayOf(month),
});

const gridFilter = (limit: AreaLimit, query: GridParams): StaffFilter => ({
  areaLimit: limit,
  q: query.q,
  areaId: query.filters?.areaId,
  campusId: query.filters?.campusId,
  personalType: query.filters?.personalType,
  ...monthRange(query.month),
});

/** The month grid of the people `limit` reaches: a page of it, with the chart of the days if asked. */
export const grid = async (
  db: DbOrTx,
  limit: AreaLimit,
  query: GridParams,
  chart: boolean,
): Promise<TMonthGridResponse> => {
  assertAreaAllowed(limit, query.filters?.areaId);
  const filter = gridFilter(limit, query);
  const [page, counts] = await Promise.all([
    monthGrid(db, filter, query),
    chart ? dayCounts(db, filter) : Promise.resolve(undefined),
  ]);
  return {
    ...page,
    month: query.month,
    days: monthRange(query.month).days,
    ...(counts ? { chart: counts } : {}),
  };
};

/** HR payroll › Attendance grids (section 14); the tab sends the personal type. */
export const staffGrid =
  ({ db }: Deps) =>
  async (actor: Actor, query: GridParams) =>
    grid(db, await scopeLimit(db, actor.user), query, false);

/** The Monthly report: the grid and its chart of the days. */
export const monthlyGrid =
  ({ db }: Deps) =>
  async (actor: Actor, query: GridParams) =>
    grid(db, await scopeLimit(db, actor.user), query, true);

export const departmentGrid =
  ({ db }: Deps) =>
  async (actor: Actor, department: Department, query: GridParams) => {
    const limit = await departmentLimit(db, actor.user, department);
    const [answer, options] = await Promise.all([grid(db, limit, query, true), filterOptions(db, limit)]);
    return { ...answer, areas: options.areas };
  };
