import { z } from 'zod';
import {
  AFP_COMMISSION_TYPES,
  CONTRACT_TYPES,
  CURRENCIES,
  isAfp,
  LABOR_REGIMES,
  PENSION_SYSTEMS,
  PERSONAL_TYPES,
} from '../../catalog/rrhh.ts';
import { msg } from '../../validation/message.ts';
import { optionalText } from '../../validation/rules.ts';
import { dbId, MAX_ID } from '../common.ts';
import { ALWAYS } from './employee-personal.ts';
import { ZDate, ZMoney } from './fields.ts';

const requiredId = () =>
  z
    .number({ error: msg('validation.required') })
    .int()
    .positive({ error: msg('validation.required') })
    .max(MAX_ID, { error: msg('validation.invalid') });

export const jobFields = {
  companyId: z
    .number()
    .int()
    .positive()
    .max(MAX_ID, { error: msg('validation.invalid') })
    .nullish()
    .transform((v) => v ?? null),
  campusId: requiredId(),
  areaId: requiredId(),
  positionId: requiredId(),
  personalType: z.enum(PERSONAL_TYPES, { error: msg('validation.required') }),
  laborRegime: z.enum(LABOR_REGIMES, { error: msg('validation.required') }),
  startDate: ZDate,
  contractType: z.enum(CONTRACT_TYPES, { error: msg('validation.required') }),
  contractEndDate: z
    .union([z.literal(''), ZDate])
    .nullish()
    .transform((v) => v || null),
  salary: ZMoney,
  currency: z.enum(CURRENCIES).default('PEN'),
  pensionSystem: z.enum(PENSION_SYSTEMS, { error: msg('validation.required') }),
  cuspp: optionalText(12),
  afpCommissionType: z
    .enum(AFP_COMMISSION_TYPES)
    .nullish()
    .transform((v) => v ?? null),
  hasEps: z.boolean().default(false),
  chiefEmployeeId: z
    .number()
    .int()
    .positive()
    .max(MAX_ID, { error: msg('validation.invalid') })
    .nullish()
    .transform((v) => v ?? null),
};

const ZJobObject = z.object(jobFields);
export type TEmployeeJob = z.infer<typeof ZJobObject>;

/** A fixed-term contract needs its end; an AFP member needs a CUSPP and a commission scheme. */
export const refineJob = (
  v: Partial<TEmployeeJob>,
  ctx: z.RefinementCtx,
  prefix: (string | number)[] = [],
) => {
  const at = (field: string) => [...prefix, field];
  if (v.contractType && v.contractType !== 'indefinite' && !v.contractEndDate) {
    ctx.addIssue({ code: 'custom', path: at('contractEndDate'), message: msg('validation.required') });
  }
  if (v.contractEndDate && v.startDate && v.contractEndDate < v.startDate) {
    ctx.addIssue({ code: 'custom', path: at('contractEndDate'), message: msg('validation.endBeforeStart') });
  }
  if (v.pensionSystem && isAfp(v.pensionSystem)) {
    if (!v.cuspp || !/^[A-Z0-9]{12}$/.test(v.cuspp)) {
      ctx.addIssue({ code: 'custom', path: at('cuspp'), message: msg('validation.cuspp') });
    }
    if (!v.afpCommissionType) {
      ctx.addIssue({ code: 'custom', path: at('afpCommissionType'), message: msg('validation.required') });
    }
  }
};

export const ZEmployeeJob = ZJobObject.superRefine((v, ctx) => refineJob(v, ctx), ALWAYS);

export const ZUpdateJobBody = z
  .object({ employee_id: dbId(), ...jobFields, salaryChangeReason: optionalText(200) })
  .superRefine((v, ctx) => refineJob(v, ctx), ALWAYS);
export type TUpdateJobBody = z.infer<typeof ZUpdateJobBody>;

export const ZJobDetails = z.object({
  employee_id: z.number(),
  companyId: z.number().nullable(),
  companyName: z.string().nullable(),
  campusId: z.number(),
  campusName: z.string(),
  areaId: z.number(),
  areaName: z.string(),
  positionId: z.number(),
  positionName: z.string(),
  personalType: z.enum(PERSONAL_TYPES),
  laborRegime: z.enum(LABOR_REGIMES),
  startDate: z.string(),
  contractType: z.enum(CONTRACT_TYPES),
  contractEndDate: z.string().nullable(),
  salary: z.string(),
  currency: z.enum(CURRENCIES),
  pensionSystem: z.enum(PENSION_SYSTEMS),
  cuspp: z.string().nullable(),
  afpCommissionType: z.enum(AFP_COMMISSION_TYPES).nullable(),
  hasEps: z.boolean(),
  chiefEmployeeId: z.number().nullable(),
  chiefName: z.string().nullable(),
});
export type TJobDetails = z.infer<typeof ZJobDetails>;

export const ZSalaryHistoryItem = z.object({
  id: z.number(),
  effectiveDate: z.string(),
  oldSalary: z.string().nullable(),
  newSalary: z.string(),
  currency: z.enum(CURRENCIES),
  reason: z.string(),
  changedBy: z.string().nullable(),
  createdAt: z.string(),
});
export type TSalaryHistoryItem = z.infer<typeof ZSalaryHistoryItem>;
