import { z } from 'zod';
import { msg } from '../../validation/message.ts';
import { requiredText } from '../../validation/rules.ts';
import { listQuery, listResponse, ZId } from '../common.ts';
import { ZDate } from '../rrhh/fields.ts';
import { PARAMETER_SOURCE_CODES, ZParameterSourceParams } from './parameter-sources.ts';

/*
 * Payroll settings (section 17): the legal parameters as a dated history with their source; each
 * company's payroll rules (General and Payments tabs), the labour regimes and the bonus types are in
 * payroll-company-settings.ts.
 * Rates travel as decimal fractions ("0.0137" for 1.37 %), amounts as decimal strings.
 */

/** The engine's parameter keys (`PARAMETER_KEYS` of @zerg/payroll-pe; a server test keeps them equal). */
export const PAYROLL_PARAMETER_KEYS = [
  'rmv',
  'uit',
  'familyAllowanceRate',
  'essaludRate',
  'sisMonthly',
  'bonificacionRate',
  'bonificacionEpsRate',
  'onpRate',
  'afp',
  'afpPremiumCap',
  'overtimeFirstRate',
  'overtimeFurtherRate',
  'nightWorkRate',
  'quintaDeductionUit',
  'quintaBrackets',
] as const;
export type PayrollParameterKey = (typeof PAYROLL_PARAMETER_KEYS)[number];

/** How a parameter's value is entered and shown. */
export type PayrollParameterShape = 'amount' | 'rate' | 'number' | 'afp' | 'brackets';
export const PAYROLL_PARAMETER_SHAPES: Record<PayrollParameterKey, PayrollParameterShape> = {
  rmv: 'amount',
  uit: 'amount',
  familyAllowanceRate: 'rate',
  essaludRate: 'rate',
  sisMonthly: 'amount',
  bonificacionRate: 'rate',
  bonificacionEpsRate: 'rate',
  onpRate: 'rate',
  afp: 'afp',
  afpPremiumCap: 'amount',
  overtimeFirstRate: 'rate',
  overtimeFurtherRate: 'rate',
  nightWorkRate: 'rate',
  quintaDeductionUit: 'number',
  quintaBrackets: 'brackets',
};

/** The four private pension funds the AFP table must list. */
export const AFP_NAMES = ['habitat', 'integra', 'prima', 'profuturo'] as const;
export type AfpName = (typeof AFP_NAMES)[number];

const ZDecimalText = z
  .string()
  .trim()
  .regex(/^\d{1,13}(\.\d{1,12})?$/, { error: msg('validation.number') });
const ZAfpRates = z.object({
  fundRate: ZDecimalText,
  premiumRate: ZDecimalText,
  flowCommissionRate: ZDecimalText,
});
const ZBracket = z.object({ upToUit: ZDecimalText.nullable(), rate: ZDecimalText });

/**
 * A parameter's value in the engine's shape: a decimal string, the AFP table or the fifth-category
 * brackets. The shape per parameter and the figures are checked by the engine on the server.
 */
export const ZPayrollParameterValue = z.union([
  ZDecimalText,
  z.record(z.string().max(40), ZAfpRates),
  z.array(ZBracket).max(20),
]);
export type TPayrollParameterValue = z.infer<typeof ZPayrollParameterValue>;

const parameterFields = {
  parameter: z.enum(PAYROLL_PARAMETER_KEYS, { error: msg('validation.required') }),
  value: ZPayrollParameterValue,
  validFrom: ZDate,
  validTo: ZDate.nullable().default(null),
  source: requiredText(500),
};
const endAfterStart = (v: { validFrom: string; validTo: string | null }) =>
  v.validTo === null || v.validTo >= v.validFrom;
const endAfterStartIssue = { error: msg('validation.validToBeforeFrom'), path: ['validTo'] };

export const ZPayrollParameterCreateBody = z
  .object(parameterFields)
  .refine(endAfterStart, endAfterStartIssue);
export type TPayrollParameterCreateBody = z.infer<typeof ZPayrollParameterCreateBody>;
export type TPayrollParameterCreateInput = z.input<typeof ZPayrollParameterCreateBody>;
export const ZPayrollParameterUpdateBody = z
  .object({ id: ZId, ...parameterFields })
  .refine(endAfterStart, endAfterStartIssue);
export type TPayrollParameterUpdateBody = z.infer<typeof ZPayrollParameterUpdateBody>;

export const ZPayrollParameter = z.object({
  id: z.number(),
  parameter: z.enum(PAYROLL_PARAMETER_KEYS),
  value: ZPayrollParameterValue,
  validFrom: z.string(),
  validTo: z.string().nullable(),
  /** Spanish words for a coded source; `sourceCode` + `sourceParams` render it in the reader's language. */
  source: z.string(),
  sourceCode: z.enum(PARAMETER_SOURCE_CODES).nullable(),
  sourceParams: ZParameterSourceParams.nullable(),
  /** In force today. */
  current: z.boolean(),
  updatedAt: z.string(),
});
export type TPayrollParameter = z.infer<typeof ZPayrollParameter>;

export const PAYROLL_PARAMETER_SORTABLE = ['parameter', 'validFrom', 'updatedAt'] as const;
export const ZPayrollParameterListQuery = listQuery(
  z.object({
    parameter: z.enum(PAYROLL_PARAMETER_KEYS).optional(),
    currentOnly: z.boolean().optional(),
  }),
  PAYROLL_PARAMETER_SORTABLE,
);
export type TPayrollParameterListQuery = z.input<typeof ZPayrollParameterListQuery>;
export const ZPayrollParameterListResponse = listResponse(ZPayrollParameter);
export type TPayrollParameterListResponse = z.infer<typeof ZPayrollParameterListResponse>;

/** The parameters the engine would use on a date; `missing` lists those without a value in force. */
export const ZParametersAtQuery = z.object({ date: ZDate });
export const ZParametersAtResponse = z.object({
  date: z.string(),
  complete: z.boolean(),
  /** The engine's refusal of the set in force (null: it accepts it). */
  error: z.string().nullable(),
  missing: z.array(z.enum(PAYROLL_PARAMETER_KEYS)),
  data: z.array(
    z.object({
      id: z.number(),
      parameter: z.enum(PAYROLL_PARAMETER_KEYS),
      value: ZPayrollParameterValue,
      validFrom: z.string(),
      validTo: z.string().nullable(),
      source: z.string(),
      sourceCode: z.enum(PARAMETER_SOURCE_CODES).nullable(),
      sourceParams: ZParameterSourceParams.nullable(),
    }),
  ),
});
export type TParametersAtResponse = z.infer<typeof ZParametersAtResponse>;
