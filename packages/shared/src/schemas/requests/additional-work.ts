import { z } from 'zod';
import { msg } from '../../validation/message.ts';
import { requiredText } from '../../validation/rules.ts';
import { listQuery, listResponse } from '../common.ts';
import { ZDate } from '../rrhh/fields.ts';
import { REQUEST_STATUSES, requestFilters, ZPositiveMoney, ZRequestEmployeeId } from './request-fields.ts';

/** More than a day's worth is a typing error, not overtime: one request covers one day. */
export const ADDITIONAL_WORK_MAX_HOURS = 16;

/** Paid by the hours (the payroll prices them) or as a fixed amount. */
export const ADDITIONAL_WORK_PAY_MODES = ['hours', 'amount'] as const;
export type AdditionalWorkPayMode = (typeof ADDITIONAL_WORK_PAY_MODES)[number];

const ZHours = z
  .union([z.string(), z.number()], { error: msg('validation.required') })
  .transform((v) => String(v).trim())
  .refine((v) => v !== '', { error: msg('validation.required') })
  .refine((v) => v === '' || /^\d{1,2}(\.\d{1,2})?$/.test(v), {
    error: msg('validation.decimal', { scale: 2 }),
  })
  .refine((v) => !/^\d{1,2}(\.\d{1,2})?$/.test(v) || Number(v) > 0, { error: msg('validation.positive') })
  .refine((v) => !/^\d{1,2}(\.\d{1,2})?$/.test(v) || Number(v) <= ADDITIONAL_WORK_MAX_HOURS, {
    error: msg('validation.maxValue', { max: ADDITIONAL_WORK_MAX_HOURS }),
  })
  .transform((v) => Number(v).toFixed(2));

const additionalWorkFields = z.object({
  employeeId: ZRequestEmployeeId,
  date: ZDate,
  hours: ZHours,
  reason: requiredText(500),
  payMode: z.enum(ADDITIONAL_WORK_PAY_MODES, { error: msg('validation.required') }),
  /** Only when paid as an amount; hours-paid requests carry none. */
  amount: z
    .union([z.literal(''), z.null(), ZPositiveMoney])
    .optional()
    .transform((v) => (v ? v : null)),
});

/** Exactly one way to pay: an amount goes with `amount`, and only with it. */
const amountMatchesMode = (value: z.infer<typeof additionalWorkFields>, ctx: z.RefinementCtx) => {
  if (value.payMode === 'amount' && value.amount === null)
    ctx.addIssue({ code: 'custom', path: ['amount'], message: msg('validation.required') });
  if (value.payMode === 'hours' && value.amount !== null)
    ctx.addIssue({ code: 'custom', path: ['amount'], message: msg('validation.invalid') });
};

export const ZAdditionalWorkCreateBody = additionalWorkFields.superRefine(amountMatchesMode);
export type TAdditionalWorkCreateBody = z.infer<typeof ZAdditionalWorkCreateBody>;
export type TAdditionalWorkCreateInput = z.input<typeof ZAdditionalWorkCreateBody>;

export const ZAdditionalWork = z.object({
  id: z.number(),
  employeeId: z.number(),
  employeeName: z.string(),
  areaId: z.number().nullable(),
  areaName: z.string().nullable(),
  date: z.string(),
  hours: z.string(),
  reason: z.string(),
  payMode: z.enum(ADDITIONAL_WORK_PAY_MODES),
  amount: z.string().nullable(),
  status: z.enum(REQUEST_STATUSES),
  requestedByName: z.string().nullable(),
  requestedAt: z.string(),
  decidedByName: z.string().nullable(),
  decidedAt: z.string().nullable(),
  rejectionReason: z.string().nullable(),
  /** The caller may approve or reject it now. */
  canDecide: z.boolean(),
  /** Who decides it when it went up a level (its requester or worker would normally decide); empty: the usual deciders. */
  escalatedTo: z.array(z.string()),
});
export type TAdditionalWork = z.infer<typeof ZAdditionalWork>;

export const ADDITIONAL_WORK_SORTABLE = ['employeeName', 'date', 'hours', 'requestedAt', 'status'] as const;

export const ZAdditionalWorkListQuery = listQuery(z.object(requestFilters), ADDITIONAL_WORK_SORTABLE);
export type TAdditionalWorkListQuery = z.input<typeof ZAdditionalWorkListQuery>;
export const ZAdditionalWorkListResponse = listResponse(ZAdditionalWork);
export type TAdditionalWorkListResponse = z.infer<typeof ZAdditionalWorkListResponse>;
