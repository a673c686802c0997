import { z } from 'zod';
import { CESSATION_REASONS, PERSONAL_TYPES } from '../../catalog/rrhh.ts';
import { PAYROLL_RUN_KINDS, PAYROLL_STATES } from '../../catalog/state-machines.ts';
import { msg } from '../../validation/message.ts';
import { listQuery, listResponse, ZId } from '../common.ts';
import { ZDate } from '../rrhh/fields.ts';
import { ZLiquidacionDetail } from './liquidacion-detail.ts';

/*
 * The payroll runs of section 14 (tab Payments): a company's month, gratificación, CTS, vacations or
 * one worker's liquidación, computed as a job, reviewed slip by slip, approved, paid or canceled.
 */

export const PAYROLL_RUN_JOBS = ['queued', 'running', 'done', 'failed'] as const;
export type PayrollRunJob = (typeof PAYROLL_RUN_JOBS)[number];

/** A run's period: the field is named when out of range (never carried into another year). */
const bounded = (min: number, max: number) =>
  z
    .number()
    .int()
    .min(min, { error: msg('validation.minValue', { min }) })
    .max(max, { error: msg('validation.maxValue', { max }) });

export const ZPayrollRunCreateBody = z.object({
  companyId: ZId,
  year: bounded(2000, 2100),
  month: bounded(1, 12),
  kind: z.enum(PAYROLL_RUN_KINDS).default('monthly'),
  personalType: z.enum(PERSONAL_TYPES),
  employeeId: ZId.optional(),
  /** Run although the month has pending justifications (the warning the user saw). */
  overrideWarnings: z.boolean().default(false),
});
export type TPayrollRunCreateBody = z.input<typeof ZPayrollRunCreateBody>;

export const ZPayrollRun = z.object({
  id: z.number(),
  companyId: z.number(),
  companyName: z.string(),
  year: z.number(),
  month: z.number(),
  kind: z.enum(PAYROLL_RUN_KINDS),
  personalType: z.enum(PERSONAL_TYPES),
  employeeId: z.number().nullable(),
  state: z.enum(PAYROLL_STATES),
  job: z.enum(PAYROLL_RUN_JOBS),
  progress: z.number(),
  total: z.number(),
  error: z.string().nullable(),
  employeeCount: z.number(),
  earnings: z.string(),
  deductions: z.string(),
  employer: z.string(),
  net: z.string(),
  warningCount: z.number(),
  computedAt: z.string().nullable(),
  approvedAt: z.string().nullable(),
  paidAt: z.string().nullable(),
  paymentReference: z.string().nullable(),
  canceledAt: z.string().nullable(),
  createdAt: z.string(),
});
export type TPayrollRun = z.infer<typeof ZPayrollRun>;

/** A run with what the review screen adds: the warnings of its slips, counted by kind. */
export const ZPayrollRunDetail = ZPayrollRun.extend({
  warnings: z.array(z.object({ warning: z.string(), count: z.number() })),
});
export type TPayrollRunDetail = z.infer<typeof ZPayrollRunDetail>;

export const ZPayrollRunListQuery = listQuery(
  z.object({
    companyId: ZId.optional(),
    year: z.number().int().min(2000).max(2100).optional(),
    month: z.number().int().min(1).max(12).optional(),
    kind: z.enum(PAYROLL_RUN_KINDS).optional(),
    state: z.enum(PAYROLL_STATES).optional(),
    personalType: z.enum(PERSONAL_TYPES).optional(),
  }),
  ['period', 'net', 'createdAt', 'state'],
);
export type TPayrollRunListQuery = z.input<typeof ZPayrollRunListQuery>;
export type TPayrollRunListParsed = z.infer<typeof ZPayrollRunListQuery>;
export const ZPayrollRunListResponse = listResponse(ZPayrollRun);
export type TPayrollRunListResponse = z.infer<typeof ZPayrollRunListResponse>;

/** One line of a payslip as the engine computed it, with its concept's description. */
export const ZPayrollLine = z.object({
  code: z.string(),
  concept: z.string(),
  description: z.string(),
  kind: z.enum(['earning', 'deduction', 'employer']),
  base: z.string(),
  rate: z.string().nullable(),
  quantity: z.string().nullable(),
  amount: z.string(),
  reference: z.string().nullable(),
});
export type TPayrollLine = z.infer<typeof ZPayrollLine>;

export const ZPayrollSlip = z.object({
  id: z.number(),
  runId: z.number(),
  employeeId: z.number(),
  name: z.string(),
  document: z.string(),
  position: z.string().nullable(),
  days: z.object({
    worked: z.number(),
    vacation: z.number(),
    absence: z.number(),
    /** Días laborados: the one figure every screen and document shows (`laboredDays`). */
    labored: z.number().optional(),
    /** Days of the month not yet over when the run was computed, counted as worked (a draft's preview). */
    projected: z.number().optional(),
    overtimeMinutes: z.number().optional(),
    tardinessMinutes: z.number().optional(),
  }),
  earnings: z.string(),
  deductions: z.string(),
  employer: z.string(),
  net: z.string(),
  warnings: z.array(z.string()),
});
export type TPayrollSlip = z.infer<typeof ZPayrollSlip>;

/**
 * Días laborados: the days the salary is due for less the unjustified absences, computed once when
 * the slip is built and stored on it; slips stored before it carry no figure and derive the same.
 */
export const laboredDays = (days: {
  worked: number;
  absence: number;
  labored?: number | undefined;
}): number => days.labored ?? Math.max(0, days.worked - days.absence);

export const ZPayrollSlipDetail = ZPayrollSlip.extend({
  worker: z.record(z.string(), z.unknown()),
  lines: z.array(ZPayrollLine),
  bases: z.record(z.string(), z.string()),
  carryOver: z.array(z.record(z.string(), z.unknown())),
  /** A liquidación's breakdown per benefit, as computed; null for the other kinds. */
  detail: ZLiquidacionDetail.nullable(),
});
export type TPayrollSlipDetail = z.infer<typeof ZPayrollSlipDetail>;

export const ZPayrollSlipListQuery = listQuery(
  z.object({ runId: ZId, withWarnings: z.boolean().optional() }),
  ['name', 'net', 'earnings'],
).extend({ filters: z.object({ runId: ZId, withWarnings: z.boolean().optional() }) });
export type TPayrollSlipListQuery = z.input<typeof ZPayrollSlipListQuery>;
export type TPayrollSlipListParsed = z.infer<typeof ZPayrollSlipListQuery>;
export const ZPayrollSlipListResponse = listResponse(ZPayrollSlip);
export type TPayrollSlipListResponse = z.infer<typeof ZPayrollSlipListResponse>;

/** Paid elsewhere: the reference and the account (10x) the money left from; none: 101 Caja. */
export const ZPayrollPayBody = z.object({
  id: ZId,
  paymentReference: z.string().trim().min(1).max(100),
  paidFromAccountId: ZId.nullish(),
});
export type TPayrollPayBody = z.infer<typeof ZPayrollPayBody>;

/**
 * What a cessation would pay, asked by the employee screen's cessation dialog before confirming:
 * the liquidación computed as the run would on `date` (the last day worked) for `cessationReason`.
 */
export const ZLiquidacionPreviewBody = z.object({
  employeeId: ZId,
  date: ZDate,
  cessationReason: z.enum(CESSATION_REASONS),
});
export type TLiquidacionPreviewBody = z.infer<typeof ZLiquidacionPreviewBody>;
export const ZLiquidacionPreview = z.object({
  /** T-Registro table 17 code of the reason. */
  tRegistro: z.string(),
  /** Dismissal indemnity and its PLAME code (0501, or 0503 for a fixed-term contract ended early); "0.00" and null when none. */
  indemnity: z.string(),
  indemnityCode: z.string().nullable(),
  vacation: z.object({ pendingDays: z.number(), overdueDays: z.number() }),
  /** Everything the liquidación pays before deductions, and the net. */
  earnings: z.string(),
  net: z.string(),
});
export type TLiquidacionPreview = z.infer<typeof ZLiquidacionPreview>;
