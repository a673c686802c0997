import { z } from 'zod';
import { PAYROLL_RUN_KINDS, PAYROLL_STATES } from '../../catalog/state-machines.ts';
import { msg } from '../../validation/message.ts';
import { ZId } from '../common.ts';

/** One payslip: `POST /rrhh/payroll/payslip/pdf` and `/employee/get-payroll-pdf`. */
export const ZSlipIdBody = z.object({ slipId: ZId });
export type TSlipIdBody = z.infer<typeof ZSlipIdBody>;

/** Every slip of a run: the all-in-one PDF, the zip, the Excel files. */
export const ZRunIdBody = z.object({ runId: ZId });
export type TRunIdBody = z.infer<typeof ZRunIdBody>;

/** The PLAME files of SUNAT form 0601: the four in a zip, or one of them as text. */
export const PLAME_FILES = ['rem', 'jor', 'snl', 'toc'] as const;
export type PlameFile = (typeof PLAME_FILES)[number];
/**
 * The PLAME of one employer and month gathers every approved or paid run of the company and period
 * (monthly of both staffs, gratificación, CTS, liquidaciones). `runId` names the month by one of its
 * runs (a draft named so is added to preview it); else `companyId`, `year` and `month`.
 */
export const ZPlameExportBody = z
  .object({
    runId: ZId.optional(),
    companyId: ZId.optional(),
    year: z.number().int().min(2000).max(2100).optional(),
    month: z.number().int().min(1).max(12).optional(),
    file: z.enum(PLAME_FILES).optional(),
  })
  .superRefine((v, ctx) => {
    if (v.runId !== undefined) return;
    for (const field of ['companyId', 'year', 'month'] as const)
      if (v[field] === undefined)
        ctx.addIssue({ code: 'custom', path: [field], message: msg('validation.required') });
  });
export type TPlameExportBody = z.infer<typeof ZPlameExportBody>;

/** Whose payslips: the caller's own when omitted. */
export const ZPayrollDatesBody = z.object({ employeeId: ZId.optional() });
export type TPayrollDatesBody = z.infer<typeof ZPayrollDatesBody>;

export const ZPayrollDate = z.object({
  runId: z.number().int(),
  slipId: z.number().int(),
  year: z.number().int(),
  month: z.number().int(),
  kind: z.enum(PAYROLL_RUN_KINDS),
  state: z.enum(PAYROLL_STATES),
  net: z.string(),
});
export type TPayrollDate = z.infer<typeof ZPayrollDate>;
export const ZPayrollDates = z.array(ZPayrollDate);
