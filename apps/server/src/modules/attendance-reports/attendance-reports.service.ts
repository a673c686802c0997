import {
  dayCodeName,
  type Language,
  SECTION_IDS,
  type TMonthGridResponse,
  TODAY_MAX_PEOPLE,
  type TodayState,
  type TTodayCounts,
  type TTodayQuery,
  type TTodayResponse,
  translateMessage,
  type ZDetailsQuery,
  type ZMonthGridQuery,
  type ZYearQuery,
} from '@zerg/shared';
import type { z } from 'zod';
import type { DbOrTx } from '../../db/client.ts';
import type { Actor, CurrentUser } from '../../platform/auth/current-user.ts';
import type { Deps } from '../../platform/deps.ts';
import { forbidden } from '../../platform/errors/app-error.ts';
import { EXPORT_MAX_ROWS, toXlsx } from '../../platform/export/xlsx.ts';
import { limaToday } from '../../platform/time/lima-today.ts';
import { scopeOf } from '../employees/index.ts';
import {
  type AreaLimit,
  areasGrantedSection,
  dayCounts,
  filterOptions,
  markDetails,
  methodCounts,
  monthGrid,
  monthTotals,
  type StaffFilter,
  type TodayDbRow,
  todayRows,
  yearTotals,
} from './attendance-reports.repository.ts';

type GridParams = z.output<typeof ZMonthGridQuery>;
type DetailsParams = z.output<typeof ZDetailsQuery>;
type YearParams = z.output<typeof ZYearQuery>;

/** The department reports (SPEC §2): each one's section. */
export const DEPARTMENT_SECTIONS = {
  treasury: SECTION_IDS.TREASURY_ATTENDANCE,
  bookkeeping: SECTION_IDS.BOOKKEEPING_ATTENDANCE,
  workshop: SECTION_IDS.WORKSHOP_ATTENDANCE,
  operations: SECTION_IDS.OPERATIONS_ATTENDANCE,
} as const;
export type Department = keyof typeof DEPARTMENT_SECTIONS;

const lastDayOf = (month: string) => {
  const [y, m] = month.split('-').map(Number) as [number, number];
  return new Date(Date.UTC(y, m, 0)).getUTCDate();
};
const monthRange = (month: string) => ({
  from: `${month}-01`,
  to: `${month}-${String(lastDayOf(month)).padStart(2, '0')}`,
  days: lastDayOf(month),
});

/** What a viewer may read: an area chief their own area, everyone else every area. */
const scopeLimit = async (db: DbOrTx, user: CurrentUser): Promise<AreaLimit> => {
  const scope = await scopeOf(db, user);
  if (scope.all) return null;
  return scope.areaId === null ? [] : [scope.areaId];
};

const intersect = (a: AreaLimit, b: AreaLimit): AreaLimit => {
  if (a === null) return b;
  if (b === null) return a;
  return a.filter((id) => b.includes(id));
};

/** A filter naming an area outside what the viewer may read is refused, not silently emptied. */
const assertAreaAllowed = (limit: AreaLimit, areaId: number | undefined) => {
  if (areaId !== undefined && limit !== null && !limit.includes(areaId)) throw forbidden('ROW_NOT_ALLOWED');
};

const gridFilter = (limit: AreaLimit, query: GridParams): StaffFilter => ({
  areaLimit: limit,
  q: query.q,
  areaId: query.filters?.areaId,
  campusId: query.filters?.campusId,
  personalType: query.filters?.personalType,
  ...monthRange(query.month),
});

const hours = (minutes: number) => Math.round((minutes / 60) * 100) / 100;

export const createAttendanceReportsService = ({ db }: Deps) => {
  const grid = async (limit: AreaLimit, query: GridParams, chart: boolean): Promise<TMonthGridResponse> => {
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

  const gridXlsx = async (limit: AreaLimit, query: GridParams, lang: Language) => {
    const { data, days } = await grid(limit, { ...query, page: 1, perPage: EXPORT_MAX_ROWS }, false);
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

  /** A department's people: the areas Settings grants its section, within the viewer's own scope. */
  const departmentLimit = async (user: CurrentUser, department: Department): Promise<AreaLimit> =>
    intersect(await areasGrantedSection(db, DEPARTMENT_SECTIONS[department]), await scopeLimit(db, user));

  const detailsFilter = (limit: AreaLimit, query: DetailsParams) => {
    assertAreaAllowed(limit, query.filters?.areaId);
    return {
      areaLimit: limit,
      q: query.q,
      areaId: query.filters?.areaId,
      campusId: query.filters?.campusId,
      personalType: query.filters?.personalType,
      employeeId: query.filters?.employeeId,
      method: query.filters?.method,
      from: query.from,
      to: query.to,
    };
  };

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

  return {
    /** HR payroll › Attendance grids (section 14); the tab sends the personal type. */
    list: async (actor: Actor, query: GridParams) => grid(await scopeLimit(db, actor.user), query, false),
    exportList: async (actor: Actor, query: GridParams, lang: Language) =>
      gridXlsx(await scopeLimit(db, actor.user), query, lang),

    monthly: async (actor: Actor, query: GridParams) => grid(await scopeLimit(db, actor.user), query, true),
    exportMonthly: async (actor: Actor, query: GridParams, lang: Language) =>
      gridXlsx(await scopeLimit(db, actor.user), query, lang),

    department: async (actor: Actor, department: Department, query: GridParams) => {
      const limit = await departmentLimit(actor.user, department);
      const [answer, options] = await Promise.all([grid(limit, query, true), filterOptions(db, limit)]);
      return { ...answer, areas: options.areas };
    },
    exportDepartment: async (actor: Actor, department: Department, query: GridParams, lang: Language) =>
      gridXlsx(await departmentLimit(actor.user, department), query, lang),

    details: async (actor: Actor, query: DetailsParams) => {
      const filter = detailsFilter(await scopeLimit(db, actor.user), query);
      const [page, chart] = await Promise.all([markDetails(db, filter, query), methodCounts(db, filter)]);
      return { ...page, chart };
    },
    exportDetails: async (actor: Actor, query: DetailsParams, lang: Language) => {
      const filter = detailsFilter(await scopeLimit(db, actor.user), query);
      const { data } = await markDetails(db, filter, { ...query, page: 1, perPage: EXPORT_MAX_ROWS });
      const t = (key: string) => translateMessage(lang, `attendanceReports.${key}`);
      return toXlsx(
        `${t('detailsSheet')} ${query.from}`,
        [
          { header: t('employee'), width: 34, value: (r) => r.employeeName },
          { header: t('area'), width: 22, value: (r) => r.areaName },
          { header: t('workDate'), width: 12, value: (r) => new Date(`${r.workDate}T00:00:00Z`) },
          { header: t('markedAt'), width: 20, value: (r) => limaTime(r.markedAt) },
          { header: t('kind'), width: 10, value: (r) => t(`kinds.${r.kind}`) },
          { header: t('method'), width: 16, value: (r) => t(`methods.${r.method}`) },
          { header: t('campus'), width: 20, value: (r) => r.campusName },
          { header: t('device'), width: 20, value: (r) => r.device },
          { header: t('recordedBy'), width: 26, value: (r) => r.recordedByName },
          { header: t('reason'), width: 30, value: (r) => r.reason },
          { header: t('superseded'), width: 12, value: (r) => (r.superseded ? t('yes') : '') },
        ],
        data,
      );
    },

    year: async (actor: Actor, query: YearParams) => {
      const filter = yearFilter(await scopeLimit(db, actor.user), query);
      const [page, chart] = await Promise.all([yearTotals(db, filter, query), monthTotals(db, filter)]);
      return { ...page, chart };
    },
    exportYear: async (actor: Actor, query: YearParams, lang: Language) => {
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
    },

    today: async (actor: Actor, query: TTodayQuery): Promise<TTodayResponse> => {
      const limit = await scopeLimit(db, actor.user);
      assertAreaAllowed(limit, query.areaId);
      const date = limaToday();
      const rows = await todayRows(db, { areaLimit: limit, ...query }, date);
      return summariseToday(date, rows);
    },

    filters: async (actor: Actor) => filterOptions(db, await scopeLimit(db, actor.user)),
  };
};

const limaTime = (iso: string) =>
  new Intl.DateTimeFormat('en-CA', {
    timeZone: 'America/Lima',
    dateStyle: 'short',
    timeStyle: 'medium',
    hour12: false,
  }).format(new Date(iso));

/** Where someone is now: live marks first (in, left), then the computed day. */
export const stateOf = (row: Pick<TodayDbRow, 'lastKind' | 'status'>): TodayState => {
  if (row.lastKind === 'entry') return 'in';
  if (row.lastKind === 'exit') return 'left';
  switch (row.status) {
    case 'remote':
      return 'remote';
    case 'vacation':
    case 'justified':
      return 'leave';
    case 'holiday':
    case 'not_working':
      return 'not_working';
    default:
      return 'absent';
  }
};

const emptyCounts = (): TTodayCounts => ({
  in: 0,
  left: 0,
  late: 0,
  absent: 0,
  leave: 0,
  remote: 0,
  not_working: 0,
  total: 0,
});

const iso = (value: Date | string | null) =>
  value === null ? null : (value instanceof Date ? value : new Date(value)).toISOString();

export const summariseToday = (date: string, rows: TodayDbRow[]): TTodayResponse => {
  const counts = emptyCounts();
  const byArea = new Map<number, TTodayCounts & { id: number; name: string }>();
  const byCampus = new Map<number, TTodayCounts & { id: number; name: string }>();
  const people = rows.map((row) => {
    const state = stateOf(row);
    const late = row.lateMinutes > 0 && (state === 'in' || state === 'left');
    const area = byArea.get(row.areaId) ?? { id: row.areaId, name: row.areaName, ...emptyCounts() };
    const campus = byCampus.get(row.campusId) ?? { id: row.campusId, name: row.campusName, ...emptyCounts() };
    byArea.set(row.areaId, area);
    byCampus.set(row.campusId, campus);
    for (const c of [counts, area, campus]) {
      c[state] += 1;
      c.total += 1;
      if (late) c.late += 1;
    }
    return {
      employeeId: row.employeeId,
      employeeName: row.employeeName,
      areaName: row.areaName,
      campusName: row.campusName,
      state,
      status: (row.status as TTodayResponse['people'][number]['status']) ?? null,
      lateMinutes: row.lateMinutes,
      firstEntryAt: iso(row.firstEntryAt),
      lastExitAt: iso(row.lastExitAt),
    };
  });
  const byName = (a: { name: string }, b: { name: string }) => a.name.localeCompare(b.name);
  return {
    date,
    generatedAt: new Date().toISOString(),
    counts,
    byArea: [...byArea.values()].sort(byName),
    byCampus: [...byCampus.values()].sort(byName),
    people: people.slice(0, TODAY_MAX_PEOPLE),
    truncated: people.length > TODAY_MAX_PEOPLE,
  };
};

export type AttendanceReportsService = ReturnType<typeof createAttendanceReportsService>;
