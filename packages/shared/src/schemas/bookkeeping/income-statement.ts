import { z } from 'zod';
import { msg } from '../../validation/message.ts';
import { dbId } from '../common.ts';

/**
 * The function an expense serves (PCGE 2019 element 9, "contabilidad analítica de explotación"):
 * the company keeps it in the journal lines' cost centre and reports it, without 9x entries.
 */
export const COST_FUNCTIONS = ['operations', 'administration', 'sales'] as const;
export type CostFunction = (typeof COST_FUNCTIONS)[number];

/** The lines of the income statement by function, in print order. */
export const INCOME_FUNCTION_LINES = [
  'sales',
  'costOfSales',
  'grossProfit',
  'sellingExpenses',
  'administrativeExpenses',
  'otherIncome',
  'otherExpenses',
  'operatingResult',
  'financialIncome',
  'financialExpenses',
  'result',
] as const;
export type IncomeFunctionLine = (typeof INCOME_FUNCTION_LINES)[number];

const ZMonth = z
  .string({ error: msg('validation.required') })
  .regex(/^\d{4}-(0[1-9]|1[0-2])$/, { error: msg('validation.period') });

export const ZIncomeByFunctionQuery = z
  .object({ companyId: dbId(), from: ZMonth, to: ZMonth })
  .superRefine((v, ctx) => {
    if (v.to < v.from) ctx.addIssue({ code: 'custom', path: ['to'], message: msg('validation.periodOrder') });
  });
export type TIncomeByFunctionQuery = z.input<typeof ZIncomeByFunctionQuery>;

export const ZIncomeByFunctionRow = z.object({
  line: z.enum(INCOME_FUNCTION_LINES),
  /** Soles; income positive, expenses negative, subtotals the sum of the lines above. */
  amount: z.string(),
  /** A subtotal (gross profit, operating result, result) rather than a line read from the books. */
  total: z.boolean(),
});
export type TIncomeByFunctionRow = z.infer<typeof ZIncomeByFunctionRow>;

export const ZIncomeByFunction = z.object({
  from: z.string(),
  to: z.string(),
  rows: z.array(ZIncomeByFunctionRow),
});
export type TIncomeByFunction = z.infer<typeof ZIncomeByFunction>;
