import { z } from 'zod';
import { msg } from '../../validation/message.ts';
import { dbId, listQuery, listResponse } from '../common.ts';
import { isCalendarDate, ZDate, ZTime } from '../rrhh/fields.ts';
import { ATTENDANCE_STATUSES, MARK_KINDS, MARK_METHODS } from './vocabulary.ts';

/** A manual mark or a correction must say why; a few words at least. */
export const MANUAL_MARK_REASON_MIN = 10;

/** The kiosk's signed code, bound to the registered device that asked for it: what it shows as a QR. */
export const ZKioskCode = z.object({
  code: z.string(),
  deviceId: z.number(),
  deviceName: z.string(),
  campusId: z.number(),
  campusName: z.string(),
  issuedAt: z.string(),
  expiresAt: z.string(),
  /** Seconds until the kiosk should ask for the next code. */
  refreshInSeconds: z.number(),
  /** The code drawn as an SVG QR, so the kiosk needs no QR library. */
  qrSvg: z.string(),
});
export type TKioskCode = z.infer<typeof ZKioskCode>;

export const ZSelfMarkBody = z.object({ code: z.string().trim().min(1).max(200) });
export type TSelfMarkBody = z.infer<typeof ZSelfMarkBody>;

/** The kiosk reads an employee's card; the campus and the device are the registered kiosk's. */
export const ZKioskScanBody = z.object({
  /** What the employee's printed QR holds: `ZERG-ATT:<code>` (or the bare code). */
  employeeCode: z.string().trim().min(1).max(100),
});
export type TKioskScanBody = z.infer<typeof ZKioskScanBody>;

export const ZAttendanceMark = z.object({
  id: z.number(),
  employeeId: z.number(),
  employeeName: z.string(),
  areaName: z.string().nullable(),
  workDate: z.string(),
  markedAt: z.string(),
  kind: z.enum(MARK_KINDS),
  method: z.enum(MARK_METHODS),
  campusId: z.number().nullable(),
  campusName: z.string().nullable(),
  device: z.string().nullable(),
  /** The registered kiosk whose code (or card reader) the mark came through. */
  kioskDeviceId: z.number().nullable(),
  kioskDeviceName: z.string().nullable(),
  reason: z.string().nullable(),
  supersedesId: z.number().nullable(),
  supersededById: z.number().nullable(),
  recordedByName: z.string().nullable(),
});
export type TAttendanceMark = z.infer<typeof ZAttendanceMark>;

/** A mark answer: `duplicate` when a mark of the same minute was answered instead of a new one. */
export const ZMarkResult = z.object({ mark: ZAttendanceMark, duplicate: z.boolean() });
export type TMarkResult = z.infer<typeof ZMarkResult>;

const ZLocalDateTime = z
  .string({ error: msg('validation.required') })
  .regex(/^\d{4}-\d{2}-\d{2}T([01]\d|2[0-3]):[0-5]\d$/, { error: msg('validation.invalid') })
  .refine((v) => isCalendarDate(v.slice(0, 10)), { error: msg('validation.date') });

export const ZManualMarkBody = z.object({
  employeeId: dbId(),
  /** Lima local time `YYYY-MM-DDTHH:mm`. */
  markedAt: ZLocalDateTime,
  kind: z.enum(MARK_KINDS, { error: msg('validation.required') }),
  campusId: dbId().nullish(),
  reason: z
    .string({ error: msg('validation.required') })
    .trim()
    .min(MANUAL_MARK_REASON_MIN, { error: msg('validation.min', { min: MANUAL_MARK_REASON_MIN }) })
    .max(300, { error: msg('validation.max', { max: 300 }) }),
  /** The mark this one corrects; it stays, marked as superseded. */
  supersedesId: dbId().nullish(),
});
export type TManualMarkBody = z.infer<typeof ZManualMarkBody>;
export type TManualMarkInput = z.input<typeof ZManualMarkBody>;

export const MARK_SORTABLE = ['markedAt', 'employeeName', 'workDate'] as const;
export const ZMarkListQuery = listQuery(
  z.object({
    employeeId: dbId().optional(),
    from: ZDate.optional(),
    to: ZDate.optional(),
    method: z.enum(MARK_METHODS).optional(),
    kind: z.enum(MARK_KINDS).optional(),
    campusId: dbId().optional(),
    /** Include marks a correction replaced (default: only the ones in force). */
    withSuperseded: z.boolean().optional(),
  }),
  MARK_SORTABLE,
);
export type TMarkListQuery = z.input<typeof ZMarkListQuery>;
export const ZMarkListResponse = listResponse(ZAttendanceMark);
export type TMarkListResponse = z.infer<typeof ZMarkListResponse>;

export const ZMyMarksBody = z.object({ from: ZDate, to: ZDate });

export const ZScheduleOfDay = z.object({
  dayOff: z.boolean(),
  entryTime: ZTime.nullable(),
  breakStart: ZTime.nullable(),
  breakEnd: ZTime.nullable(),
  exitTime: ZTime.nullable(),
});
export type TScheduleOfDay = z.infer<typeof ZScheduleOfDay>;

export const ZMarkSchedule = z.object({
  date: z.string(),
  serverTime: z.string(),
  schedule: ZScheduleOfDay.nullable(),
  marks: z.array(ZAttendanceMark),
  nextKind: z.enum(MARK_KINDS),
});
export type TMarkSchedule = z.infer<typeof ZMarkSchedule>;

export const ZMonthBody = z.object({
  year: z.number().int().min(2000).max(2100),
  month: z.number().int().min(1).max(12),
});
export type TMonthBody = z.infer<typeof ZMonthBody>;

export const ZWorkingDay = z.object({
  date: z.string(),
  weekday: z.number(),
  schedule: ZScheduleOfDay.nullable(),
  holiday: z.string().nullable(),
  /** Between the start date and the last day worked: a day before hiring is no "day off". */
  employed: z.boolean(),
  /** The computed status; null until the day is computed (a future day). */
  status: z.enum(ATTENDANCE_STATUSES).nullable(),
  firstEntryAt: z.string().nullable(),
  lastExitAt: z.string().nullable(),
  lateMinutes: z.number(),
  workedMinutes: z.number(),
  marks: z.number(),
});
export type TWorkingDay = z.infer<typeof ZWorkingDay>;
export const ZWorkingDays = z.object({ year: z.number(), month: z.number(), days: z.array(ZWorkingDay) });
export type TWorkingDays = z.infer<typeof ZWorkingDays>;
