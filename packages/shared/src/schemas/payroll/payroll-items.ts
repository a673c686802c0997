import { z } from 'zod';
import { PERSONAL_TYPES } from '../../catalog/rrhh.ts';
import { ADVANCE_STATES, DISCOUNT_STATES } from '../../catalog/state-machines.ts';
import { msg } from '../../validation/message.ts';
import { optionalText, requiredText } from '../../validation/rules.ts';
import { dbId, listQuery, listResponse, ZId } from '../common.ts';
import { centsToMoney, moneyToCents } from '../money.ts';
import { ZPositiveMoney, ZRequestEmployeeId } from '../requests/request-fields.ts';

/*
 * Payroll items (payroll section 14, workshop discounts section 21): discounts paid off in monthly
 * quotas, salary advances deducted in one month's payroll, and bonuses granted month after month.
 * A period is a month, written `YYYY-MM` in bodies and answers.
 */

export const DISCOUNT_ORIGINS = ['payroll', 'workshop'] as const;
export type DiscountOrigin = (typeof DISCOUNT_ORIGINS)[number];
export const DISCOUNT_TYPES = ['loan', 'damage', 'shortage', 'judicial', 'other'] as const;
export type DiscountType = (typeof DISCOUNT_TYPES)[number];
/** What the workshop may charge: damage to a unit and missing stock or tools. */
export const WORKSHOP_DISCOUNT_TYPES = ['damage', 'shortage'] as const;
export const DISCOUNT_MAX_QUOTAS = 60;
export const QUOTA_STATES = ['due', 'taken', 'carried', 'anulled'] as const;

/** A month, `2026-11`. */
export const ZPeriod = z
  .string({ error: msg('validation.required') })
  .regex(/^\d{4}-(0[1-9]|1[0-2])$/, { error: msg('validation.period') });

/** `2026-11` → `2026-11-01` (how a period is stored). */
export const periodToDate = (period: string): string => `${period.slice(0, 7)}-01`;

/** Months from `from` to `to` inclusive, both `YYYY-MM` or ISO dates (`2026-11`..`2027-01` → 3). */
export const monthsBetween = (from: string, to: string): number => {
  const [fy, fm] = from.split('-').map(Number) as [number, number];
  const [ty, tm] = to.split('-').map(Number) as [number, number];
  return ty * 12 + tm - (fy * 12 + fm) + 1;
};

/** `2026-11` plus 2 months → `2027-01`. */
export const addMonths = (period: string, months: number): string => {
  const [y, m] = period.split('-').map(Number) as [number, number];
  const index = y * 12 + (m - 1) + months;
  return `${Math.floor(index / 12)}-${String((index % 12) + 1).padStart(2, '0')}`;
};

/**
 * An amount in `quotas` monthly quotas from `startPeriod`, exact in céntimos: every quota is the
 * amount divided evenly and rounded down, and the last one takes the remainder, so they always add
 * up to the amount.
 */
export const splitQuotas = (
  amount: string,
  quotas: number,
  startPeriod: string,
): { number: number; period: string; amount: string }[] => {
  const total = moneyToCents(amount);
  const n = BigInt(quotas);
  const each = total / n;
  return Array.from({ length: quotas }, (_, i) => ({
    number: i + 1,
    period: addMonths(startPeriod.slice(0, 7), i),
    amount: centsToMoney(i === quotas - 1 ? total - each * (n - 1n) : each),
  }));
};

const ZQuotas = z
  .number({ error: msg('validation.required') })
  .int({ error: msg('validation.invalid') })
  .min(1, { error: msg('validation.minValue', { min: 1 }) })
  .max(DISCOUNT_MAX_QUOTAS, { error: msg('validation.maxValue', { max: DISCOUNT_MAX_QUOTAS }) });

export const ZDiscountBody = z.object({
  employeeId: ZRequestEmployeeId,
  type: z.enum(DISCOUNT_TYPES, { error: msg('validation.required') }),
  amount: ZPositiveMoney,
  quotas: ZQuotas,
  startPeriod: ZPeriod,
  observations: optionalText(500),
});
export type TDiscountBody = z.infer<typeof ZDiscountBody>;
export type TDiscountInput = z.input<typeof ZDiscountBody>;
export const ZDiscountUpdateBody = ZDiscountBody.extend({ id: ZId });
export type TDiscountUpdateBody = z.infer<typeof ZDiscountUpdateBody>;

/** Anulling, or closing as not discounted, says why. */
export const ZReasonBody = z.object({ id: ZId, reason: requiredText(500) });
export type TReasonBody = z.infer<typeof ZReasonBody>;

export const ZDiscountQuota = z.object({
  id: z.number(),
  number: z.number(),
  period: z.string(),
  amount: z.string(),
  takenAmount: z.string().nullable(),
  status: z.enum(QUOTA_STATES),
  carriedFrom: z.number().nullable(),
});
export type TDiscountQuota = z.infer<typeof ZDiscountQuota>;
export const ZDiscountQuotaList = z.object({ data: z.array(ZDiscountQuota) });

export const ZDiscount = z.object({
  id: z.number(),
  employeeId: z.number(),
  employeeName: z.string(),
  areaName: z.string().nullable(),
  isActive: z.boolean(),
  origin: z.enum(DISCOUNT_ORIGINS),
  type: z.enum(DISCOUNT_TYPES),
  amount: z.string(),
  quotas: z.number(),
  startPeriod: z.string(),
  observations: z.string().nullable(),
  status: z.enum(DISCOUNT_STATES),
  /** What payrolls have taken so far. */
  takenAmount: z.string(),
  createdByName: z.string().nullable(),
  createdAt: z.string(),
  approvedByName: z.string().nullable(),
  approvedAt: z.string().nullable(),
  anulledReason: z.string().nullable(),
  anulledAt: z.string().nullable(),
  /** The caller may approve, annul or leave it untaken now. */
  canDecide: z.boolean(),
  /** Who decides it when it went up a level (its requester or worker would normally decide); empty: HR. */
  escalatedTo: z.array(z.string()),
});
export type TDiscount = z.infer<typeof ZDiscount>;

export const DISCOUNT_SORTABLE = [
  'employeeName',
  'type',
  'amount',
  'quotas',
  'startPeriod',
  'createdAt',
] as const;
export const ZDiscountListQuery = listQuery(
  z.object({
    status: z.enum(DISCOUNT_STATES).optional(),
    employeeId: dbId().optional(),
    type: z.enum(DISCOUNT_TYPES).optional(),
    origin: z.enum(DISCOUNT_ORIGINS).optional(),
    period: ZPeriod.optional(),
  }),
  DISCOUNT_SORTABLE,
);
export type TDiscountListQuery = z.input<typeof ZDiscountListQuery>;
export const ZDiscountListResponse = listResponse(ZDiscount);
export type TDiscountListResponse = z.infer<typeof ZDiscountListResponse>;

// Salary advances ---------------------------------------------------------------------------------

export const ZAdvanceBody = z.object({
  employeeId: ZRequestEmployeeId,
  amount: ZPositiveMoney,
  /** The month whose payroll deducts it. */
  period: ZPeriod,
  reason: optionalText(500),
});
export type TAdvanceBody = z.infer<typeof ZAdvanceBody>;
export type TAdvanceInput = z.input<typeof ZAdvanceBody>;

/** An advance HR registers for one worker, or one of the month's quincena advances. */
export const ADVANCE_KINDS = ['salary', 'quincena'] as const;
export type AdvanceKind = (typeof ADVANCE_KINDS)[number];

/**
 * The quincena of a month: an approved advance for every active worker of the company (and staff,
 * when given) of the company's quincena share of the salary, deducted by the month's payroll.
 */
export const ZQuincenaBody = z.object({
  companyId: ZId,
  period: ZPeriod,
  personalType: z.enum(PERSONAL_TYPES).optional(),
});
export type TQuincenaBody = z.infer<typeof ZQuincenaBody>;
export type TQuincenaInput = z.input<typeof ZQuincenaBody>;
export const ZQuincenaResult = z.object({
  created: z.number(),
  alreadyGenerated: z.number(),
  total: z.string(),
});
export type TQuincenaResult = z.infer<typeof ZQuincenaResult>;

/**
 * Paid by hand: the receipt, and the accounting account (a cash box 10x or bank 104x) the money
 * left from; none: 101 Caja. Bookkeeping posts Dr 1412 against it.
 */
export const ZAdvancePayBody = z.object({
  id: ZId,
  paymentReference: requiredText(100),
  paidFromAccountId: ZId.nullish(),
});
export type TAdvancePayBody = z.infer<typeof ZAdvancePayBody>;

export const ZAdvance = z.object({
  id: z.number(),
  employeeId: z.number(),
  employeeName: z.string(),
  areaName: z.string().nullable(),
  amount: z.string(),
  period: z.string(),
  kind: z.enum(ADVANCE_KINDS),
  reason: z.string().nullable(),
  status: z.enum(ADVANCE_STATES),
  approvedByName: z.string().nullable(),
  approvedAt: z.string().nullable(),
  rejectedReason: z.string().nullable(),
  paidAt: z.string().nullable(),
  paymentReference: z.string().nullable(),
  createdByName: z.string().nullable(),
  createdAt: z.string(),
  /** The caller may approve or refuse it now. */
  canDecide: z.boolean(),
  /** Who decides it when it went up a level (its requester or worker would normally decide); empty: HR. */
  escalatedTo: z.array(z.string()),
});
export type TAdvance = z.infer<typeof ZAdvance>;

export const ADVANCE_SORTABLE = ['employeeName', 'amount', 'period', 'status', 'createdAt'] as const;
export const ZAdvanceListQuery = listQuery(
  z.object({
    status: z.enum(ADVANCE_STATES).optional(),
    kind: z.enum(ADVANCE_KINDS).optional(),
    employeeId: dbId().optional(),
    period: ZPeriod.optional(),
  }),
  ADVANCE_SORTABLE,
);
export type TAdvanceListQuery = z.input<typeof ZAdvanceListQuery>;
export const ZAdvanceListResponse = listResponse(ZAdvance);
export type TAdvanceListResponse = z.infer<typeof ZAdvanceListResponse>;

// Bonus grants ------------------------------------------------------------------------------------

const bonusGrantFields = z.object({
  employeeId: ZRequestEmployeeId,
  bonusTypeId: ZRequestEmployeeId,
  amount: ZPositiveMoney,
  fromPeriod: ZPeriod,
  /** Empty: every month from `fromPeriod` on. */
  toPeriod: z
    .union([z.literal(''), z.null(), ZPeriod])
    .optional()
    .transform((v) => (v ? v : null)),
  observations: optionalText(500),
});
const periodsInOrder = (v: z.infer<typeof bonusGrantFields>, ctx: z.RefinementCtx) => {
  if (v.toPeriod && v.toPeriod < v.fromPeriod)
    ctx.addIssue({ code: 'custom', path: ['toPeriod'], message: msg('validation.endBeforeStart') });
};
export const ZBonusGrantBody = bonusGrantFields.superRefine(periodsInOrder);
export type TBonusGrantBody = z.infer<typeof ZBonusGrantBody>;
export type TBonusGrantInput = z.input<typeof ZBonusGrantBody>;
export const ZBonusGrantUpdateBody = bonusGrantFields.extend({ id: ZId }).superRefine(periodsInOrder);
export type TBonusGrantUpdateBody = z.infer<typeof ZBonusGrantUpdateBody>;

export const ZBonusGrant = z.object({
  id: z.number(),
  employeeId: z.number(),
  employeeName: z.string(),
  bonusTypeId: z.number(),
  bonusTypeName: z.string(),
  amount: z.string(),
  fromPeriod: z.string(),
  toPeriod: z.string().nullable(),
  observations: z.string().nullable(),
  createdAt: z.string(),
});
export type TBonusGrant = z.infer<typeof ZBonusGrant>;

export const BONUS_GRANT_SORTABLE = ['employeeName', 'bonusTypeName', 'amount', 'fromPeriod'] as const;
export const ZBonusGrantListQuery = listQuery(
  z.object({
    employeeId: dbId().optional(),
    bonusTypeId: dbId().optional(),
    /** Grants in force in this month. */
    period: ZPeriod.optional(),
  }),
  BONUS_GRANT_SORTABLE,
);
export type TBonusGrantListQuery = z.input<typeof ZBonusGrantListQuery>;
export const ZBonusGrantListResponse = listResponse(ZBonusGrant);
export type TBonusGrantListResponse = z.infer<typeof ZBonusGrantListResponse>;
