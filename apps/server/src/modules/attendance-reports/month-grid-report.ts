import { dayCodeName, type Language, type TMonthGridResponse, translateMessage } from '@zerg/shared';
import type { DbOrTx } from '../../db/client.ts';
import type { Actor } from '../../platform/auth/current-user.ts';
import type { Deps } from '../../platform/deps.ts';
import { EXPORT_MAX_ROWS, toXlsx } from '../../platform/export/xlsx.ts';
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
const monthRange = (month: string) => ({
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

const hours = (minutes: number) => Math.round((minutes / 60) * 100) / 100;

const grid = async (
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

const gridXlsx = async (db: DbOrTx, limit: AreaLimit, query: GridParams, lang: Language) => {
  const { data, days } = await grid(db, limit, { ...query, page: 1, perPage: EXPORT_MAX_ROWS }, false);
  const t = (key: string) => translateMessage(lang, `attendanceReports.${key}`);
  const letters = new Map<string, string>();
  const letter = (code: string) => {
    let text = letters.get(code);
    if (text === undefined) {
      text = code === '-' ? '' : t(`codes.${dayCodeName(code)}`);
      letters.set(code, text);
    }
    return text;
  };
  type Row = (typeof data)[number];
  return toXlsx<Row>(
    `${t('sheet')} ${query.month}`,
    [
      { header: t('employee'), width: 34, value: (r) => r.employeeName },
      { header: t('document'), width: 14, value: (r) => r.documentNumber },
      { header: t('area'), width: 22, value: (r) => r.areaName },
      { header: t('campus'), width: 20, value: (r) => r.campusName },
      { header: t('personalType'), width: 16, value: (r) => t(`personalTypes.${r.personalType}`) },
      ...Array.from({ length: days }, (_, i) => ({
        header: String(i + 1),
        width: 4,
        value: (r: Row) => letter(r.codes[i] ?? '-'),
      })),
      { header: t('workedDays'), width: 12, value: (r) => r.workedDays },
      { header: t('absences'), width: 12, value: (r) => r.absences },
      { header: t('justified'), width: 12, value: (r) => r.justified },
      { header: t('vacation'), width: 12, value: (r) => r.vacation },
      { header: t('lateMinutes'), width: 14, value: (r) => r.lateMinutes },
      { header: t('workedHours'), width: 14, value: (r) => hours(r.workedMinutes) },
      { header: t('overtime25'), width: 14, value: (r) => hours(r.overtime25Minutes) },
      { header: t('overtime35'), width: 14, value: (r) => hours(r.overtime35Minutes) },
    ],
    data,
  );
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

/** The grid's workbook, within the viewer's scope (the HR grids and the Monthly report alike). */
export const exportGrid =
  ({ db }: Deps) =>
  async (actor: Actor, query: GridParams, lang: Language) =>
    gridXlsx(db, await scopeLimit(db, actor.user), query, lang);

export const departmentGrid =
  ({ db }: Deps) =>
  async (actor: Actor, department: Department, query: GridParams) => {
    const limit = await departmentLimit(db, actor.user, department);
    const [answer, options] = await Promise.all([grid(db, limit, query, true), filterOptions(db, limit)]);
    return { ...answer, areas: options.areas };
  };

export const exportDepartmentGrid =
  ({ db }: Deps) =>
  async (actor: Actor, department: Department, query: GridParams, lang: Language) =>
    gridXlsx(db, await departmentLimit(db, actor.user, department), query, lang);
