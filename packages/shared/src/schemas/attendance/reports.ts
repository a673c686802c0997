import { z } from 'zod';
import { PERSONAL_TYPES } from '../../catalog/rrhh.ts';
import { DEFAULT_PER_PAGE } from '../../paging.ts';
import { msg } from '../../validation/message.ts';
import { dbId, listQuery } from '../common.ts';
import { ZDate } from '../rrhh/fields.ts';
import { ATTENDANCE_STATUSES, MARK_KINDS, MARK_METHODS } from './vocabulary.ts';

/**
 * One letter per day in a month grid's `codes`: the day's status, `L` a marked day with minutes late
 * and `-` a day nobody computed. The web shows each as a translated letter and a colour.
 */
export const DAY_CODES = {
  marked: 'M',
  late: 'L',
  unmarked: 'U',
  holiday: 'H',
  remote: 'R',
  not_working: 'N',
  vacation: 'V',
  justified: 'J',
  none: '-',
} as const;
export type DayCodeName = keyof typeof DAY_CODES;
export const DAY_CODE_NAMES = Object.keys(DAY_CODES) as DayCodeName[];
export const dayCodeName = (code: string): DayCodeName =>
  DAY_CODE_NAMES.find((name) => DAY_CODES[name] === code) ?? 'none';

/** `YYYY-MM`, a month of 2000–2099. */
export const ZMonth = z
  .string({ error: msg('validation.required') })
  .regex(/^20\d\d-(0[1-9]|1[0-2])$/, { error: msg('validation.invalid') });

/** A report page may hold a whole company of 1,000 people (the monthly benchmark). */
export const REPORT_MAX_PER_PAGE = 1000;
const reportPage = {
  perPage: z.number().int().min(1).max(REPORT_MAX_PER_PAGE).default(DEFAULT_PER_PAGE),
};

const staffFilters = {
  areaId: dbId().optional(),
  campusId: dbId().optional(),
  personalType: z.enum(PERSONAL_TYPES).optional(),
};

export const MONTH_GRID_SORTABLE = [
  'employeeName',
  'areaName',
  'campusName',
  'workedDays',
  'absences',
  'lateMinutes',
] as const;

/** The month grid of HR payroll › Attendance, the monthly report and the department reports. */
export const ZMonthGridQuery = listQuery(z.object(staffFilters), MONTH_GRID_SORTABLE).extend({
  month: ZMonth,
  ...reportPage,
});
export type TMonthGridQuery = z.input<typeof ZMonthGridQuery>;
export type TMonthGridParams = z.output<typeof ZMonthGridQuery>;

const totals = {
  workedDays: z.number(),
  absences: z.number(),
  justified: z.number(),
  vacation: z.number(),
  remote: z.number(),
  lateMinutes: z.number(),
  earlyLeaveMinutes: z.number(),
  workedMinutes: z.number(),
  overtime25Minutes: z.number(),
  overtime35Minutes: z.number(),
};

export const ZMonthGridRow = z.object({
  employeeId: z.number(),
  employeeName: z.string(),
  documentNumber: z.string(),
  areaName: z.string(),
  campusName: z.string(),
  personalType: z.enum(PERSONAL_TYPES),
  /** One `DAY_CODES` letter per day of the month. */
  codes: z.string(),
  ...totals,
});
export type TMonthGridRow = z.infer<typeof ZMonthGridRow>;

/** Per day of the month, how many of the filtered people had each outcome (the report's chart). */
export const ZDayCounts = z.object({
  date: z.string(),
  present: z.number(),
  late: z.number(),
  absent: z.number(),
  leave: z.number(),
  remote: z.number(),
});
export type TDayCounts = z.infer<typeof ZDayCounts>;

export const ZMonthGridResponse = z.object({
  data: z.array(ZMonthGridRow),
  total: z.number(),
  month: z.string(),
  days: z.number(),
  /** Present on reports: the chart of the whole filtered staff, not only of the page. */
  chart: z.array(ZDayCounts).optional(),
  /** Department reports: the areas the report may show, for the area filter. */
  areas: z.array(z.object({ id: z.number(), name: z.string() })).optional(),
});
export type TMonthGridResponse = z.infer<typeof ZMonthGridResponse>;

/** Details: every mark of a date range (at most 93 days). */
export const DETAILS_SORTABLE = ['markedAt', 'employeeName'] as const;
export const ZDetailsQuery = listQuery(
  z.object({ ...staffFilters, method: z.enum(MARK_METHODS).optional(), employeeId: dbId().optional() }),
  DETAILS_SORTABLE,
)
  .extend({ from: ZDate, to: ZDate, ...reportPage })
  .superRefine((value, ctx) => {
    if (value.to < value.from)
      ctx.addIssue({ code: 'custom', path: ['to'], message: msg('validation.endBeforeStart') });
    else if (Date.parse(value.to) - Date.parse(value.from) > 92 * 86_400_000)
      ctx.addIssue({ code: 'custom', path: ['to'], message: msg('validation.invalid') });
  });
export type TDetailsQuery = z.input<typeof ZDetailsQuery>;

export const ZDetailsRow = z.object({
  id: z.number(),
  employeeId: z.number(),
  employeeName: z.string(),
  areaName: z.string(),
  workDate: z.string(),
  markedAt: z.string(),
  kind: z.enum(MARK_KINDS),
  method: z.enum(MARK_METHODS),
  campusName: z.string().nullable(),
  device: z.string().nullable(),
  reason: z.string().nullable(),
  recordedByName: z.string().nullable(),
  supersedesId: z.number().nullable(),
  /** A later manual mark replaced this one. */
  superseded: z.boolean(),
});
export type TDetailsRow = z.infer<typeof ZDetailsRow>;

export const ZMethodCounts = z.object({
  date: z.string(),
  self_qr: z.number(),
  kiosk_scan: z.number(),
  manual: z.number(),
});
export type TMethodCounts = z.infer<typeof ZMethodCounts>;

export const ZDetailsResponse = z.object({
  data: z.array(ZDetailsRow),
  total: z.number(),
  chart: z.array(ZMethodCounts),
});
export type TDetailsResponse = z.infer<typeof ZDetailsResponse>;

/** Year: per employee, twelve monthly totals. */
export const YEAR_SORTABLE = ['employeeName', 'areaName', 'workedDays', 'absences', 'lateMinutes'] as const;
export const ZYearQuery = listQuery(z.object(staffFilters), YEAR_SORTABLE).extend({
  year: z.number().int().min(2000).max(2099),
  ...reportPage,
});
export type TYearQuery = z.input<typeof ZYearQuery>;

const twelve = z.array(z.number());
export const ZYearRow = z.object({
  employeeId: z.number(),
  employeeName: z.string(),
  areaName: z.string(),
  campusName: z.string(),
  /** Index 0 is January. */
  workedDays: twelve,
  absences: twelve,
  justified: twelve,
  lateMinutes: twelve,
  overtimeMinutes: twelve,
  totalWorkedDays: z.number(),
  totalAbsences: z.number(),
  totalLateMinutes: z.number(),
});
export type TYearRow = z.infer<typeof ZYearRow>;

export const ZMonthTotals = z.object({
  month: z.number(),
  workedDays: z.number(),
  absences: z.number(),
  justified: z.number(),
  lateMinutes: z.number(),
});
export type TMonthTotals = z.infer<typeof ZMonthTotals>;

export const ZYearResponse = z.object({
  data: z.array(ZYearRow),
  total: z.number(),
  chart: z.array(ZMonthTotals),
});
export type TYearResponse = z.infer<typeof ZYearResponse>;

/** Monitoring: today, live. */
export const TODAY_STATES = ['in', 'left', 'absent', 'leave', 'remote', 'not_working'] as const;
export type TodayState = (typeof TODAY_STATES)[number];

export const ZTodayQuery = z.object({
  areaId: dbId().optional(),
  campusId: dbId().optional(),
});
export type TTodayQuery = z.input<typeof ZTodayQuery>;

const ZTodayCounts = z.object({
  in: z.number(),
  left: z.number(),
  late: z.number(),
  absent: z.number(),
  leave: z.number(),
  remote: z.number(),
  not_working: z.number(),
  total: z.number(),
});
export type TTodayCounts = z.infer<typeof ZTodayCounts>;

export const ZTodayPerson = z.object({
  employeeId: z.number(),
  employeeName: z.string(),
  areaName: z.string(),
  campusName: z.string(),
  state: z.enum(TODAY_STATES),
  status: z.enum(ATTENDANCE_STATUSES).nullable(),
  lateMinutes: z.number(),
  firstEntryAt: z.string().nullable(),
  lastExitAt: z.string().nullable(),
});
export type TTodayPerson = z.infer<typeof ZTodayPerson>;

export const ZTodayResponse = z.object({
  date: z.string(),
  generatedAt: z.string(),
  counts: ZTodayCounts,
  byArea: z.array(ZTodayCounts.extend({ id: z.number(), name: z.string() })),
  byCampus: z.array(ZTodayCounts.extend({ id: z.number(), name: z.string() })),
  people: z.array(ZTodayPerson),
  /** More people than the list holds (`TODAY_MAX_PEOPLE`); the counts still count everyone. */
  truncated: z.boolean(),
});
export type TTodayResponse = z.infer<typeof ZTodayResponse>;
export const TODAY_MAX_PEOPLE = 2000;

/** The areas and campuses a viewer may filter the attendance reports by. */
export const ZReportFilterOptions = z.object({
  areas: z.array(z.object({ id: z.number(), name: z.string() })),
  campuses: z.array(z.object({ id: z.number(), name: z.string() })),
});
export type TReportFilterOptions = z.infer<typeof ZReportFilterOptions>;
