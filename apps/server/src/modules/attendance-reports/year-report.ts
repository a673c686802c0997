import { type Language, translateMessage } from '@zerg/shared';
import type { Actor } from '../../platform/auth/current-user.ts';
import type { Deps } from '../../platform/deps.ts';
import { EXPORT_MAX_ROWS, toXlsx } from '../../platform/export/xlsx.ts';
import { assertAreaAllowed, scopeLimit, type YearParams } from './attendance-report-scope.ts';
import { monthTotals, yearTotals } from './attendance-year.repository.ts';
import type { AreaLimit, StaffFilter } from './report-staff.ts';

const yearFilter = (limit: AreaLimit, query: YearParams): StaffFilter => {
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

export const exportYearReport =
  ({ db }: Deps) =>
  async (actor: Actor, query: YearParams, lang: Language) => {
    const filter = yearFilter(await scopeLimit(db, actor.user), query);
    const { data } = await yearTotals(db, filter, { ...query, page: 1, perPage: EXPORT_MAX_ROWS });
    const t = (key: string) => translateMessage(lang, `attendanceReports.${key}`);
    type Row = (typeof data)[number];
    return toXlsx<Row>(
      `${t('yearSheet')} ${query.year}`,
      [
        { header: t('employee'), width: 34, value: (r) => r.employeeName },
        { header: t('area'), width: 22, value: (r) => r.areaName },
        ...Array.from({ length: 12 }, (_, i) => ({
          header: `${t(`months.${i + 1}`)} ${t('workedDaysShort')}`,
          width: 10,
          value: (r: Row) => r.workedDays[i] ?? 0,
        })),
        { header: t('workedDays'), width: 12, value: (r) => r.totalWorkedDays },
        { header: t('absences'), width: 12, value: (r) => r.totalAbsences },
        { header: t('lateMinutes'), width: 14, value: (r) => r.totalLateMinutes },
      ],
      data,
    );
  };
