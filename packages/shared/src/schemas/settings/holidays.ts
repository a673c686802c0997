import { z } from 'zod';
import { msg } from '../../validation/message.ts';
import { requiredText } from '../../validation/rules.ts';
import { listQuery, listResponse, ZId } from '../common.ts';
import { ZDate } from '../rrhh/fields.ts';

/**
 * Holidays: Peru's national ones come from the `date-holidays` package; HR adds company holidays
 * and non-working days. A national holiday is never edited or deleted, only marked not observed.
 */
export const HOLIDAY_KINDS = ['national', 'company', 'non_working'] as const;
export type HolidayKind = (typeof HOLIDAY_KINDS)[number];

/** Kinds HR registers by hand. */
export const MANUAL_HOLIDAY_KINDS = ['company', 'non_working'] as const;
export type ManualHolidayKind = (typeof MANUAL_HOLIDAY_KINDS)[number];

/** The years the calendar handles: wide enough for history and planning, narrow enough to materialise. */
export const HOLIDAY_MIN_YEAR = 2000;
export const HOLIDAY_MAX_YEAR = 2100;

export const ZHolidayYear = z
  .number({ error: msg('validation.required') })
  .int({ error: msg('validation.invalid') })
  .min(HOLIDAY_MIN_YEAR, { error: msg('validation.minValue', { min: HOLIDAY_MIN_YEAR }) })
  .max(HOLIDAY_MAX_YEAR, { error: msg('validation.invalid') });

const holidayFields = {
  year: ZHolidayYear,
  date: ZDate,
  name: requiredText(120),
  kind: z.enum(MANUAL_HOLIDAY_KINDS, { error: msg('validation.required') }),
};

/** The date must fall in the year the screen shows, so a slip of the year is caught. */
const dateInYear = (value: { year: number; date: string }, ctx: z.RefinementCtx) => {
  if (!value.date.startsWith(`${value.year}-`)) {
    ctx.addIssue({
      code: 'custom',
      path: ['date'],
      message: msg('validation.holidayYear', { year: value.year }),
    });
  }
};

export const ZHolidayCreateBody = z.object(holidayFields).superRefine(dateInYear);
export type THolidayCreateBody = z.infer<typeof ZHolidayCreateBody>;

export const ZHolidayUpdateBody = z.object({ id: ZId, ...holidayFields }).superRefine(dateInYear);
export type THolidayUpdateBody = z.infer<typeof ZHolidayUpdateBody>;

export const ZHolidayObservedBody = z.object({ id: ZId, observed: z.boolean() });
export type THolidayObservedBody = z.infer<typeof ZHolidayObservedBody>;

export const ZHoliday = z.object({
  id: z.number(),
  date: z.string(),
  name: z.string(),
  kind: z.enum(HOLIDAY_KINDS),
  observed: z.boolean(),
  source: z.enum(['date-holidays', 'manual']),
  createdByName: z.string().nullable(),
  updatedAt: z.string(),
});
export type THoliday = z.infer<typeof ZHoliday>;

export const HOLIDAY_SORTABLE = ['date', 'name', 'kind'] as const;

export const ZHolidayListQuery = listQuery(
  z.object({
    year: ZHolidayYear.optional(),
    kind: z.enum(HOLIDAY_KINDS).optional(),
    observed: z.boolean().optional(),
  }),
  HOLIDAY_SORTABLE,
);
export type THolidayListQuery = z.input<typeof ZHolidayListQuery>;
export const ZHolidayListResponse = listResponse(ZHoliday);
export type THolidayListResponse = z.infer<typeof ZHolidayListResponse>;

/** `POST /api/rrhh/schedule/get-holidays`: the days off of one year, in date order. */
export const ZGetHolidaysBody = z.object({ year: ZHolidayYear });
export type TGetHolidaysBody = z.infer<typeof ZGetHolidaysBody>;

export const ZHolidayDay = z.object({
  date: z.string(),
  name: z.string(),
  kind: z.enum(HOLIDAY_KINDS),
});
export type THolidayDay = z.infer<typeof ZHolidayDay>;
export const ZHolidayDays = z.array(ZHolidayDay);
