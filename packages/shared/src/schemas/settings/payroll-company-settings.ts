import { z } from 'zod';
import { decimalText } from '../../validation/decimal.ts';
import { msg } from '../../validation/message.ts';
import { optionalText, requiredText } from '../../validation/rules.ts';
import { dbId, listQuery, listResponse, ZId } from '../common.ts';

/*
 * Payroll settings (section 17) beside the legal parameters (payroll-settings.ts): each company's payroll
 * rules (General and Payments tabs), the labour regimes and the bonus types.
 */

// ---------------------------------------------------------------------------------------------------
// Company rules (tabs General and Payments)

// Room for a few integer digits, so "2" or "45" are told the business bound, not a digit count.
const ZFraction = decimalText({ integers: 3, scale: 4 })
  .refine((v) => Number(v) <= 1, { error: msg('validation.percentageMax') })
  .transform((v) => Number(v).toFixed(4));

const ZDiscountDays = decimalText({ integers: 3, scale: 2 })
  .refine((v) => Number(v) <= 30, { error: msg('validation.maxValue', { max: 30 }) })
  .transform((v) => Number(v).toFixed(2));

const cutDay = z
  .number({ error: msg('validation.required') })
  .int({ error: msg('validation.number') })
  .min(1, { error: msg('validation.minValue', { min: 1 }) })
  .max(31, { error: msg('validation.maxValue', { max: 31 }) });

export const ZPayrollCompanyQuery = z.object({ companyId: dbId() });
export const ZPayrollCompanySettingsBody = z.object({
  companyId: dbId(),
  fortnightCutDay: cutDay,
  monthCutDay: cutDay,
  lateLimitMinutes: z
    .number({ error: msg('validation.required') })
    .int({ error: msg('validation.number') })
    .min(0, { error: msg('validation.nonNegative') })
    .max(6000, { error: msg('validation.maxValue', { max: 6000 }) }),
  lateDiscountDays: ZDiscountDays,
  advanceLimitRate: ZFraction,
  quincenaRate: ZFraction,
});
export type TPayrollCompanySettingsBody = z.infer<typeof ZPayrollCompanySettingsBody>;
export type TPayrollCompanySettingsInput = z.input<typeof ZPayrollCompanySettingsBody>;

export const ZPayrollCompanySettings = z.object({
  companyId: z.number(),
  companyName: z.string(),
  fortnightCutDay: z.number(),
  monthCutDay: z.number(),
  lateLimitMinutes: z.number(),
  lateDiscountDays: z.string(),
  advanceLimitRate: z.string(),
  quincenaRate: z.string(),
  /** False while the company runs on the defaults. */
  configured: z.boolean(),
  updatedAt: z.string().nullable(),
});
export type TPayrollCompanySettings = z.infer<typeof ZPayrollCompanySettings>;
export const ZPayrollCompanySettingsList = z.object({ data: z.array(ZPayrollCompanySettings) });

// ---------------------------------------------------------------------------------------------------
// Labour regimes (read-only: the rules are law)

export const ZPayrollRegime = z.object({
  code: z.enum(['general', 'small', 'micro']),
  name: z.string(),
  /** Share of the general regime's CTS and gratificación ("1", "0.5", "0"). */
  ctsShare: z.string(),
  gratificacionShare: z.string(),
  vacationDaysPerYear: z.number(),
  health: z.enum(['essalud', 'eps', 'sis']),
  dismissalDaysPerYear: z.number(),
  dismissalCapDays: z.number(),
  activeEmployees: z.number(),
});
export type TPayrollRegime = z.infer<typeof ZPayrollRegime>;
export const ZPayrollRegimeList = z.object({ data: z.array(ZPayrollRegime) });

// ---------------------------------------------------------------------------------------------------
// Bonus types

/** The engine's BonusKind: regular and occasional are remunerative; extraordinary is not (LCTS art. 19). */
export const BONUS_KINDS = ['regular', 'occasional', 'extraordinary'] as const;
export type BonusKind = (typeof BONUS_KINDS)[number];

const bonusFields = {
  name: requiredText(120),
  kind: z.enum(BONUS_KINDS, { error: msg('validation.required') }),
  plameCode: optionalText(4).refine((v) => v == null || /^\d{4}$/.test(v), {
    error: msg('validation.length', { length: 4 }),
  }),
};
export const ZBonusTypeCreateBody = z.object(bonusFields);
export type TBonusTypeCreateBody = z.infer<typeof ZBonusTypeCreateBody>;
export type TBonusTypeCreateInput = z.input<typeof ZBonusTypeCreateBody>;
export const ZBonusTypeUpdateBody = z.object({ id: ZId, ...bonusFields });
export type TBonusTypeUpdateBody = z.infer<typeof ZBonusTypeUpdateBody>;
export const ZBonusTypeActiveBody = z.object({ id: ZId, isActive: z.boolean() });
export type TBonusTypeActiveBody = z.infer<typeof ZBonusTypeActiveBody>;

export const ZBonusType = z.object({
  id: z.number(),
  name: z.string(),
  kind: z.enum(BONUS_KINDS),
  plameCode: z.string().nullable(),
  isActive: z.boolean(),
  updatedAt: z.string(),
});
export type TBonusType = z.infer<typeof ZBonusType>;

export const BONUS_TYPE_SORTABLE = ['name', 'kind', 'updatedAt'] as const;
export const ZBonusTypeListQuery = listQuery(
  z.object({ kind: z.enum(BONUS_KINDS).optional(), isActive: z.boolean().optional() }),
  BONUS_TYPE_SORTABLE,
);
export type TBonusTypeListQuery = z.input<typeof ZBonusTypeListQuery>;
export const ZBonusTypeListResponse = listResponse(ZBonusType);
export type TBonusTypeListResponse = z.infer<typeof ZBonusTypeListResponse>;

/** SPEC §7 `POST /setting/payroll/bonus/get-bonus-for-select`: the active types. */
export const ZBonusTypeOptions = z.object({
  data: z.array(z.object({ id: z.number(), name: z.string(), kind: z.enum(BONUS_KINDS) })),
});
export type TBonusTypeOptions = z.infer<typeof ZBonusTypeOptions>;

// ---------------------------------------------------------------------------------------------------
// Vacations tab of the payroll page (section 14)

export const PAYROLL_VACATION_SORTABLE = [
  'name',
  'earned',
  'taken',
  'scheduled',
  'balance',
  'nextStart',
] as const;
export const ZPayrollVacationListQuery = listQuery(
  z.object({
    companyId: dbId().optional(),
    areaId: dbId().optional(),
    personalType: z.enum(['administrative', 'operations']).optional(),
  }),
  PAYROLL_VACATION_SORTABLE,
);
export type TPayrollVacationListQuery = z.input<typeof ZPayrollVacationListQuery>;
export const ZPayrollVacationRow = z.object({
  employeeId: z.number(),
  name: z.string(),
  documentNumber: z.string(),
  companyName: z.string().nullable(),
  areaName: z.string().nullable(),
  laborRegime: z.string().nullable(),
  serviceStart: z.string().nullable(),
  earned: z.number(),
  taken: z.number(),
  scheduled: z.number(),
  balance: z.number(),
  nextStart: z.string().nullable(),
  nextEnd: z.string().nullable(),
});
export type TPayrollVacationRow = z.infer<typeof ZPayrollVacationRow>;
export const ZPayrollVacationListResponse = listResponse(ZPayrollVacationRow);
export type TPayrollVacationListResponse = z.infer<typeof ZPayrollVacationListResponse>;
