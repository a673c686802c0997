import type { Actor } from '../../platform/auth/current-user.ts';
import type { Deps } from '../../platform/deps.ts';
import { assertAreaAllowed, scopeLimit, type YearParams } from './attendance-report-scope.ts';
import { monthTotals, yearTotals } from './attendance-year.repository.ts';
import type { AreaLimit, StaffFilter } from './report-staff.ts';

/** The staff of the year report: the viewer's areas, the filters, the whole calendar year. */
export const yearFilter = (limit: AreaLimit, query: YearParams): StaffFilter => {
  assertAreaAllowed(limit, query.filters?.areaId);
  return {
    areaLimit: limit,
    q: query.q,
    areaId: query.filters?.areaId,
    campusId: query.filters?.campusId,
    personalType: query.filters?.personalType,
    from: `${query.year}-01-01`,
    to: `${query.year}-12-31`,
  };
};

export const yearReport =
  ({ db }: Deps) =>
  async (actor: Actor, query: YearParams) => {
    const filter = yearFilter(await scopeLimit(db, actor.user), query);
    const [page, chart] = await Promise.all([yearTotals(db, filter, query), monthTotals(db, filter)]);
    return { ...page, chart };
  };
