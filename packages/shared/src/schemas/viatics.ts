import { z } from 'zod';
import { msg } from '../validation/message.ts';
import { optionalText, requiredText } from '../validation/rules.ts';
import { dbId, listQuery, listResponse, ZId } from './common.ts';
import { centsToMoney, moneyToCents, ZMoneyAmount } from './money.ts';
import { ZDate } from './rrhh/fields.ts';

/*
 * Viatics (per-diem allowances, section 6): the daily rates of a destination zone by concept, and a
 * trip's viatic computed from them. Money travels as decimal strings with two decimals; the
 * arithmetic below works on integer cents (bigint), so the web's live total and the server's stored
 * total are the same number.
 */

/** The concepts a daily rate is set for. */
export const VIATIC_CONCEPTS = ['food', 'lodging', 'localTransport'] as const;
export type ViaticConcept = (typeof VIATIC_CONCEPTS)[number];

/**
 * SPEC §2's `status_viatic`: 1 pending, 2 approved; 3 rejected is this module's addition (a pending
 * viatic refused by the chief or HR, kept as history).
 */
export const VIATIC_STATUS = { PENDING: 1, APPROVED: 2, REJECTED: 3 } as const;
export const VIATIC_STATUSES = [1, 2, 3] as const;
export type ViaticStatus = (typeof VIATIC_STATUSES)[number];

/** Inside pending: waiting for the area chief, or approved by the chief and waiting for HR. */
export const VIATIC_STAGES = ['chief', 'hr', 'approved', 'rejected'] as const;
export type ViaticStage = (typeof VIATIC_STAGES)[number];

const DAY_MS = 86_400_000;

/**
 * Days of a trip, both ends included: leaving and coming back the same day is one day. Lodging is
 * paid per night (days − 1): the return day has food and local transport but no hotel.
 */
export const viaticDays = (start: string, end: string): { days: number; nights: number } => {
  const days = Math.round((Date.parse(`${end}T00:00:00Z`) - Date.parse(`${start}T00:00:00Z`)) / DAY_MS) + 1;
  return { days, nights: Math.max(0, days - 1) };
};

export type ViaticDailyAmounts = { food: string; lodging: string; localTransport: string };

/** The trip's amounts per concept and the total, exact. */
export const viaticAmounts = (daily: ViaticDailyAmounts, start: string, end: string) => {
  const { days, nights } = viaticDays(start, end);
  const food = moneyToCents(daily.food) * BigInt(days);
  const lodging = moneyToCents(daily.lodging) * BigInt(nights);
  const localTransport = moneyToCents(daily.localTransport) * BigInt(days);
  return {
    days,
    nights,
    food: centsToMoney(food),
    lodging: centsToMoney(lodging),
    localTransport: centsToMoney(localTransport),
    total: centsToMoney(food + lodging + localTransport),
  };
};

/** The longest trip one viatic covers; longer trips are split. */
export const VIATIC_MAX_DAYS = 90;

// ---------------------------------------------------------------------------------------------------
// Rates (payroll settings, section 17)

const rateFields = {
  zoneId: dbId(),
  validFrom: ZDate,
  food: ZMoneyAmount,
  lodging: ZMoneyAmount,
  localTransport: ZMoneyAmount,
};

export const ZViaticRateCreateBody = z.object(rateFields);
export type TViaticRateCreateBody = z.infer<typeof ZViaticRateCreateBody>;
export type TViaticRateCreateInput = z.input<typeof ZViaticRateCreateBody>;
export const ZViaticRateUpdateBody = z.object({ id: ZId, ...rateFields });
export type TViaticRateUpdateBody = z.infer<typeof ZViaticRateUpdateBody>;

export const ZViaticRate = z.object({
  id: z.number(),
  zoneId: z.number(),
  zoneName: z.string(),
  validFrom: z.string(),
  food: z.string(),
  lodging: z.string(),
  localTransport: z.string(),
  /** The rate a viatic starting today would take. */
  current: z.boolean(),
  updatedAt: z.string(),
});
export type TViaticRate = z.infer<typeof ZViaticRate>;

export const VIATIC_RATE_SORTABLE = ['zoneName', 'validFrom', 'updatedAt'] as const;
export const ZViaticRateListQuery = listQuery(
  z.object({ zoneId: dbId().optional(), currentOnly: z.boolean().optional() }),
  VIATIC_RATE_SORTABLE,
);
export type TViaticRateListQuery = z.input<typeof ZViaticRateListQuery>;
export const ZViaticRateListResponse = listResponse(ZViaticRate);
export type TViaticRateListResponse = z.infer<typeof ZViaticRateListResponse>;

/** The zones a viatic can go to, with the rate in force on a date (null: none yet). */
export const ZViaticZonesQuery = z.object({ date: ZDate });
export type TViaticZonesQuery = z.infer<typeof ZViaticZonesQuery>;
export const ZViaticZoneOption = z.object({
  id: z.number(),
  name: z.string(),
  rate: z
    .object({
      id: z.number(),
      validFrom: z.string(),
      food: z.string(),
      lodging: z.string(),
      localTransport: z.string(),
    })
    .nullable(),
});
export type TViaticZoneOption = z.infer<typeof ZViaticZoneOption>;
export const ZViaticZonesResponse = z.object({ data: z.array(ZViaticZoneOption) });
export type TViaticZonesResponse = z.infer<typeof ZViaticZonesResponse>;

// ---------------------------------------------------------------------------------------------------
// Viatics

const viaticFields = {
  employeeId: z
    .number({ error: msg('validation.required') })
    .int()
    .positive({ error: msg('validation.required') })
    .max(2_147_483_647, { error: msg('validation.invalid') }),
  zoneId: z
    .number({ error: msg('validation.required') })
    .int()
    .positive({ error: msg('validation.required') })
    .max(2_147_483_647, { error: msg('validation.invalid') }),
  startDate: ZDate,
  endDate: ZDate,
  advance: ZMoneyAmount,
  purpose: requiredText(300),
  observations: optionalText(1000),
};

const datesInOrder = (value: { startDate: string; endDate: string }, ctx: z.RefinementCtx) => {
  if (value.endDate < value.startDate) {
    ctx.addIssue({ code: 'custom', path: ['endDate'], message: msg('validation.endBeforeStart') });
    return;
  }
  if (viaticDays(value.startDate, value.endDate).days > VIATIC_MAX_DAYS) {
    ctx.addIssue({
      code: 'custom',
      path: ['endDate'],
      message: msg('validation.viaticTooLong', { max: VIATIC_MAX_DAYS }),
    });
  }
};

export const ZViaticCreateBody = z.object(viaticFields).superRefine(datesInOrder);
export type TViaticCreateBody = z.infer<typeof ZViaticCreateBody>;
export type TViaticCreateInput = z.input<typeof ZViaticCreateBody>;
export const ZViaticUpdateBody = z.object({ id: ZId, ...viaticFields }).superRefine(datesInOrder);
export type TViaticUpdateBody = z.infer<typeof ZViaticUpdateBody>;

export const ZViaticRejectBody = z.object({ id: ZId, reason: requiredText(300) });
export type TViaticRejectBody = z.infer<typeof ZViaticRejectBody>;

export const ZViatic = z.object({
  id: z.number(),
  employeeId: z.number(),
  employeeName: z.string(),
  documentNumber: z.string().nullable(),
  areaId: z.number().nullable(),
  areaName: z.string().nullable(),
  zoneId: z.number(),
  zoneName: z.string(),
  startDate: z.string(),
  endDate: z.string(),
  days: z.number(),
  nights: z.number(),
  /** The daily amounts taken from the zone's rate in force on the start date. */
  dailyFood: z.string(),
  dailyLodging: z.string(),
  dailyLocalTransport: z.string(),
  rateValidFrom: z.string().nullable(),
  total: z.string(),
  advance: z.string(),
  /** total − advance: what is still owed to the traveller. */
  balance: z.string(),
  purpose: z.string(),
  observations: z.string().nullable(),
  travelOrderId: z.number().nullable(),
  status: z.union([z.literal(1), z.literal(2), z.literal(3)]),
  stage: z.enum(VIATIC_STAGES),
  chiefApprovedByName: z.string().nullable(),
  chiefApprovedAt: z.string().nullable(),
  hrApprovedByName: z.string().nullable(),
  hrApprovedAt: z.string().nullable(),
  rejectedByName: z.string().nullable(),
  rejectedAt: z.string().nullable(),
  rejectReason: z.string().nullable(),
  paidAt: z.string().nullable(),
  paymentReference: z.string().nullable(),
  /** Who asked for it (null: the trip asked for it); they may not decide it. */
  createdById: z.number().nullable(),
  createdByName: z.string().nullable(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type TViatic = z.infer<typeof ZViatic>;

export const VIATIC_SORTABLE = ['employeeName', 'startDate', 'zoneName', 'total', 'createdAt'] as const;

const viaticStatus = z.union([z.literal(1), z.literal(2), z.literal(3)]);

export const ZViaticListQuery = listQuery(
  z.object({
    status: viaticStatus.optional(),
    stage: z.enum(VIATIC_STAGES).optional(),
    employeeId: dbId().optional(),
    zoneId: dbId().optional(),
    areaId: dbId().optional(),
    /** Trips that overlap [from, to]. */
    from: ZDate.optional(),
    to: ZDate.optional(),
  }),
  VIATIC_SORTABLE,
);
export type TViaticListQuery = z.input<typeof ZViaticListQuery>;
export const ZViaticListResponse = listResponse(ZViatic);
export type TViaticListResponse = z.infer<typeof ZViaticListResponse>;

/** The driver's own viatics (section 16): no employee or area filter, the server fixes the employee. */
export const ZDriverViaticListQuery = listQuery(z.object({ status: viaticStatus.optional() }), [
  'startDate',
  'createdAt',
] as const);
export type TDriverViaticListQuery = z.input<typeof ZDriverViaticListQuery>;

/** SPEC §7 get-employee-viatic-tracking: one employee's history with totals. */
export const ZViaticTrackingBody = z.object({ employee_id: ZId });
export type TViaticTrackingBody = z.infer<typeof ZViaticTrackingBody>;
const ZTrackingTotal = z.object({
  count: z.number(),
  days: z.number(),
  total: z.string(),
  advance: z.string(),
});
export const ZViaticTracking = z.object({
  employeeId: z.number(),
  employeeName: z.string(),
  data: z.array(ZViatic),
  totals: z.object({
    pending: ZTrackingTotal,
    approved: ZTrackingTotal,
    rejected: ZTrackingTotal,
    /** Approved viatics' total minus their advances, not yet paid by treasury. */
    approvedUnpaidBalance: z.string(),
  }),
});
export type TViaticTracking = z.infer<typeof ZViaticTracking>;

/** What the viatics screen offers the signed-in user (the server still checks every step). */
export const ZViaticRole = z.object({
  hr: z.boolean(),
  /** The CEO or an administrator: may take any area's chief step. */
  ceo: z.boolean(),
  chiefAreaIds: z.array(z.number()),
  /** The caller: neither the worker nor whoever asked for a viatic decides it. */
  userId: z.number(),
  employeeId: z.number().nullable(),
  /** May ask for and edit viatics: HR, or a user of the chief role (for their area). */
  canRequest: z.boolean(),
});
export type TViaticRole = z.infer<typeof ZViaticRole>;
