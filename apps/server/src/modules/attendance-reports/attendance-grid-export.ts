import { dayCodeName, SECTION_IDS, translateMessage, ZMonthGridQuery, ZYearQuery } from '@zerg/shared';
import type { DbOrTx } from '../../db/client.ts';
import type { Actor } from '../../platform/auth/current-user.ts';
import { defineListExport } from '../../platform/export/list-export.ts';
import type { XlsxColumn } from '../../platform/export/xlsx.ts';
import {
  areaLimitExportScope,
  DEPARTMENT_SECTIONS,
  type Department,
  departmentLimit,
  type GridParams,
  scopeLimit,
  type YearParams,
} from './attendance-report-scope.ts';
import { yearTotals } from './attendance-year.repository.ts';
import { grid, monthRange } from './month-grid-report.ts';
import { yearFilter } from './year-report.ts';

type GridRow = Awaited<ReturnType<typeof grid>>['data'][number];

const hours = (minutes: number) => Math.round((minutes / 60) * 100) / 100;

/** The month grid's sheet: the person, a column per day with its code's name, the month's totals. */
const gridSheet = (lang: Parameters<typeof translateMessage>[0], query: GridParams) => {
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
  const columns: XlsxColumn<GridRow>[] = [
    { header: t('employee'), width: 34, value: (r) => r.employeeName },
    { header: t('document'), width: 14, value: (r) => r.documentNumber },
    { header: t('area'), width: 22, value: (r) => r.areaName },
    { header: t('campus'), width: 20, value: (r) => r.campusName },
    { header: t('personalType'), width: 16, value: (r) => t(`personalTypes.${r.personalType}`) },
    ...Array.from({ length: monthRange(query.month).days }, (_, i) => ({
      header: String(i + 1),
      width: 4,
      value: (r: GridRow) => letter(r.codes[i] ?? '-'),
    })),
    { header: t('workedDays'), width: 12, value: (r) => r.workedDays },
    { header: t('absences'), width: 12, value: (r) => r.absences },
    { header: t('justified'), width: 12, value: (r) => r.justified },
    { header: t('vacation'), width: 12, value: (r) => r.vacation },
    { header: t('lateMinutes'), width: 14, value: (r) => r.lateMinutes },
    { header: t('workedHours'), width: 14, value: (r) => hours(r.workedMinutes) },
    { header: t('overtime25'), width: 14, value: (r) => hours(r.overtime25Minutes) },
    { header: t('overtime35'), width: 14, value: (r) => hours(r.overtime35Minutes) },
  ];
  return { title: `${t('sheet')} ${query.month}`, columns };
};

/**
 * One month grid export: a row per worker the viewer reaches (their scope, for a department the
 * areas Settings grants its section too). A month of a big staff runs to thousands of workers.
 */
const gridExport = (name: string, section: number, limitOf: Parameters<typeof areaLimitExportScope>[0]) =>
  defineListExport({
    name,
    fileName: (query: GridParams) => `${name}-${query.month}`,
    section,
    query: ZMonthGridQuery,
    scope: areaLimitExportScope(limitOf),
    rows: (db, query: GridParams, page, limit) => grid(db, limit, { ...query, ...page }, false),
    sheet: gridSheet,
  });

const staffLimit = (db: DbOrTx, actor: Actor) => scopeLimit(db, actor.user);

/** HR payroll › Attendance grids (section 14) and the Monthly report (section 12): the same sheet. */
export const staffGridExport = gridExport('attendance', SECTION_IDS.PAYROLL, staffLimit);
export const monthlyGridExport = gridExport('attendance-monthly', SECTION_IDS.REPORTS, staffLimit);

/** Each department's report (treasury, bookkeeping, workshop, operations), under its own section. */
export const departmentGridExports = Object.fromEntries(
  (Object.keys(DEPARTMENT_SECTIONS) as Department[]).map((department) => [
    department,
    gridExport(`attendance-${department}`, DEPARTMENT_SECTIONS[department], (db, actor) =>
      departmentLimit(db, actor.user, department),
    ),
  ]),
) as Record<Department, ReturnType<typeof gridExport>>;

/** The Year report: a row per worker with the days worked each month and the year's totals. */
export const yearReportExport = defineListExport({
  name: 'attendance-year',
  fileName: (query: YearParams) => `attendance-year-${query.year}`,
  section: SECTION_IDS.REPORTS,
  query: ZYearQuery,
  scope: areaLimitExportScope(staffLimit),
  rows: (db, query: YearParams, page, limit) =>
    yearTotals(db, yearFilter(limit, query), { ...query, ...page }),
  sheet: (lang, query) => {
    const t = (key: string) => translateMessage(lang, `attendanceReports.${key}`);
    return {
      title: `${t('yearSheet')} ${query.year}`,
      columns: [
        { header: t('employee'), width: 34, value: (r) => r.employeeName },
        { header: t('area'), width: 22, value: (r) => r.areaName },
        ...Array.from({ length: 12 }, (_, i) => ({
          header: `${t(`months.${i + 1}`)} ${t('workedDaysShort')}`,
          width: 10,
          value: (r: { workedDays: number[] }) => r.workedDays[i] ?? 0,
        })),
        { header: t('workedDays'), width: 12, value: (r) => r.totalWorkedDays },
        { header: t('absences'), width: 12, value: (r) => r.totalAbsences },
        { header: t('lateMinutes'), width: 14, value: (r) => r.totalLateMinutes },
      ],
    };
  },
});

export const attendanceGridExports = [
  staffGridExport,
  monthlyGridExport,
  ...Object.values(departmentGridExports),
  yearReportExport,
];
