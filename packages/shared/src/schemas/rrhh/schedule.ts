import { z } from 'zod';
import { msg } from '../../validation/message.ts';
import { dbId } from '../common.ts';
import { ZDate, ZTime } from './fields.ts';

export const ZScheduleDay = z
  .object({
    weekday: z.number().int().min(1).max(7),
    dayOff: z.boolean(),
    entryTime: ZTime.nullish().transform((v) => v ?? null),
    breakStart: ZTime.nullish().transform((v) => v ?? null),
    breakEnd: ZTime.nullish().transform((v) => v ?? null),
    exitTime: ZTime.nullish().transform((v) => v ?? null),
  })
  .superRefine((d, ctx) => {
    if (d.dayOff) return;
    if (!d.entryTime)
      ctx.addIssue({ code: 'custom', path: ['entryTime'], message: msg('validation.required') });
    if (!d.exitTime)
      ctx.addIssue({ code: 'custom', path: ['exitTime'], message: msg('validation.required') });
    if (d.entryTime && d.exitTime && d.exitTime <= d.entryTime) {
      ctx.addIssue({ code: 'custom', path: ['exitTime'], message: msg('validation.timeOrder') });
    }
    if (Boolean(d.breakStart) !== Boolean(d.breakEnd)) {
      ctx.addIssue({
        code: 'custom',
        path: [d.breakStart ? 'breakEnd' : 'breakStart'],
        message: msg('validation.required'),
      });
    }
    // A break is only judged against hours that make sense themselves.
    if (d.breakStart && d.breakEnd && d.entryTime && d.exitTime && d.exitTime > d.entryTime) {
      if (d.breakStart < d.entryTime || d.breakEnd > d.exitTime || d.breakEnd <= d.breakStart) {
        ctx.addIssue({ code: 'custom', path: ['breakEnd'], message: msg('validation.breakInside') });
      }
    }
  });
export type TScheduleDay = z.infer<typeof ZScheduleDay>;

const scheduleFields = {
  effectiveFrom: ZDate,
  days: z
    .array(ZScheduleDay)
    .length(7, { error: msg('validation.weekDays') })
    .refine((days) => days.length !== 7 || new Set(days.map((d) => d.weekday)).size === 7, {
      error: msg('validation.weekDays'),
    }),
};

export const ZUpdateScheduleBody = z.object({ employee_id: dbId(), ...scheduleFields });
export type TUpdateScheduleBody = z.infer<typeof ZUpdateScheduleBody>;

export const ZUpdateMultipleScheduleBody = z.object({
  employee_ids: z
    .array(dbId())
    .min(1, { error: msg('validation.array') })
    .max(1000),
  ...scheduleFields,
});
export type TUpdateMultipleScheduleBody = z.infer<typeof ZUpdateMultipleScheduleBody>;

/** A saved day as the API answers it (responses carry no transforms). */
export const ZScheduleDayOut = z.object({
  weekday: z.number(),
  dayOff: z.boolean(),
  entryTime: z.string().nullable(),
  breakStart: z.string().nullable(),
  breakEnd: z.string().nullable(),
  exitTime: z.string().nullable(),
});

export const ZSchedule = z.object({
  id: z.number(),
  effectiveFrom: z.string(),
  days: z.array(ZScheduleDayOut),
});
export type TSchedule = z.infer<typeof ZSchedule>;

export const ZEmployeeSchedule = z.object({
  current: ZSchedule.nullable(),
  upcoming: z.array(ZSchedule),
  history: z.array(
    z.object({
      id: z.number(),
      effectiveFrom: z.string(),
      createdAt: z.string(),
      createdBy: z.string().nullable(),
    }),
  ),
});
export type TEmployeeSchedule = z.infer<typeof ZEmployeeSchedule>;
