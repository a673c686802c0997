import { z } from 'zod';
import { msg } from '../../validation/message.ts';
import { optionalText, requiredText } from '../../validation/rules.ts';
import { dbId, listQuery, listResponse, ZId } from '../common.ts';
import { ZDate } from '../rrhh/fields.ts';

/** ISO weekdays: 1 Monday … 7 Sunday, as the employee schedule numbers them. */
export const ZWeekday = z.number().int().min(1).max(7);

export const REMOTE_WORK_STATUSES = ['active', 'inactive'] as const;
export type RemoteWorkStatus = (typeof REMOTE_WORK_STATUSES)[number];

const remoteWorkFields = {
  employeeId: z
    .number({ error: msg('validation.required') })
    .int()
    .positive({ error: msg('validation.required') })
    .max(2_147_483_647, { error: msg('validation.invalid') }),
  from: ZDate,
  /** Empty: until further notice. */
  to: z
    .union([z.literal(''), ZDate])
    .nullish()
    .transform((v) => (v ? v : null)),
  weekdays: z
    .array(ZWeekday)
    .min(1, { error: msg('validation.array') })
    .max(7)
    .refine((days) => new Set(days).size === days.length, { error: msg('validation.invalid') })
    .transform((days) => [...days].sort((a, b) => a - b)),
  reason: requiredText(300),
  notes: optionalText(500),
};

const toAfterFrom = (value: { from: string; to: string | null }, ctx: z.RefinementCtx) => {
  if (value.to && value.to < value.from) {
    ctx.addIssue({ code: 'custom', path: ['to'], message: msg('validation.endBeforeStart') });
  }
};

export const ZRemoteWorkCreateBody = z.object(remoteWorkFields).superRefine(toAfterFrom);
export type TRemoteWorkCreateBody = z.infer<typeof ZRemoteWorkCreateBody>;
export type TRemoteWorkCreateInput = z.input<typeof ZRemoteWorkCreateBody>;

export const ZRemoteWorkUpdateBody = z.object({ id: ZId, ...remoteWorkFields }).superRefine(toAfterFrom);
export type TRemoteWorkUpdateBody = z.infer<typeof ZRemoteWorkUpdateBody>;

export const ZRemoteWork = z.object({
  id: z.number(),
  employeeId: z.number(),
  employeeName: z.string(),
  areaName: z.string().nullable(),
  from: z.string(),
  to: z.string().nullable(),
  weekdays: z.array(z.number()),
  reason: z.string(),
  notes: z.string().nullable(),
  status: z.enum(REMOTE_WORK_STATUSES),
  /** Its last day has passed (Lima time): no longer in force, whatever its switch says. */
  ended: z.boolean(),
  createdByName: z.string().nullable(),
  updatedAt: z.string(),
});
export type TRemoteWork = z.infer<typeof ZRemoteWork>;

export const REMOTE_WORK_SORTABLE = ['employeeName', 'from', 'to', 'updatedAt'] as const;

export const ZRemoteWorkListQuery = listQuery(
  z.object({
    status: z.enum(REMOTE_WORK_STATUSES).optional(),
    employeeId: dbId().optional(),
    weekday: ZWeekday.optional(),
  }),
  REMOTE_WORK_SORTABLE,
);
export type TRemoteWorkListQuery = z.input<typeof ZRemoteWorkListQuery>;
export const ZRemoteWorkListResponse = listResponse(ZRemoteWork);
export type TRemoteWorkListResponse = z.infer<typeof ZRemoteWorkListResponse>;
