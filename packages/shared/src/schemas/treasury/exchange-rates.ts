import { z } from 'zod';
import { msg } from '../../validation/message.ts';
import { dbId, listQuery, listResponse } from '../common.ts';
import { ZDate } from '../rrhh/fields.ts';
import { ZExchangeRate } from './transactions.ts';

/*
 * The dated USD→PEN rate table (treasury) and the month-end revaluation of the USD bank accounts.
 * The SBS publishes the purchase and sale rate each business day; SUNAT lists one for every
 * calendar day (the last published one carried over weekends and holidays).
 */

export const EXCHANGE_RATE_SOURCES = ['SBS', 'SUNAT'] as const;
export type ExchangeRateSource = (typeof EXCHANGE_RATE_SOURCES)[number];

const saleNotBelowPurchase = (v: { purchase: string; sale: string }, ctx: z.RefinementCtx) => {
  if (Number(v.sale) < Number(v.purchase))
    ctx.addIssue({ code: 'custom', path: ['sale'], message: msg('validation.saleBelowPurchase') });
};

const rateFields = {
  date: ZDate,
  purchase: ZExchangeRate,
  sale: ZExchangeRate,
  source: z.enum(EXCHANGE_RATE_SOURCES, { error: msg('validation.required') }),
};

export const ZExchangeRateBody = z.object(rateFields).superRefine(saleNotBelowPurchase);
export type TExchangeRateBody = z.infer<typeof ZExchangeRateBody>;
export type TExchangeRateInput = z.input<typeof ZExchangeRateBody>;
export const ZExchangeRateUpdateBody = z
  .object({ ...rateFields, id: dbId() })
  .superRefine(saleNotBelowPurchase);
export type TExchangeRateUpdateBody = z.infer<typeof ZExchangeRateUpdateBody>;

export const ZExchangeRateItem = z.object({
  id: z.number(),
  date: z.string(),
  currency: z.literal('USD'),
  purchase: z.string(),
  sale: z.string(),
  source: z.enum(EXCHANGE_RATE_SOURCES),
  updatedAt: z.string(),
});
export type TExchangeRateItem = z.infer<typeof ZExchangeRateItem>;

export const EXCHANGE_RATE_SORTABLE = ['date', 'purchase', 'sale', 'source'] as const;
export const ZExchangeRateListQuery = listQuery(
  z.object({
    from: ZDate.optional(),
    to: ZDate.optional(),
    source: z.enum(EXCHANGE_RATE_SOURCES).optional(),
  }),
  EXCHANGE_RATE_SORTABLE,
);
export type TExchangeRateListQuery = z.input<typeof ZExchangeRateListQuery>;
export const ZExchangeRateListResponse = listResponse(ZExchangeRateItem);
export type TExchangeRateListResponse = z.infer<typeof ZExchangeRateListResponse>;

/** The movement form's "rate of the day": the row of that date, or null. */
export const ZExchangeRateForDateBody = z.object({ date: ZDate });
export const ZExchangeRateForDate = ZExchangeRateItem.nullable();

// Month-end revaluation ---------------------------------------------------------------------------

const ZMonth = z
  .string({ error: msg('validation.required') })
  .regex(/^\d{4}-(0[1-9]|1[0-2])$/, { error: msg('validation.period') });

export const ZRevaluationRunBody = z.object({ companyId: dbId(), period: ZMonth });
export type TRevaluationRunBody = z.infer<typeof ZRevaluationRunBody>;

export const ZRevaluationItem = z.object({
  id: z.number(),
  bankAccountId: z.number(),
  bankAccountName: z.string(),
  period: z.string(),
  closingDate: z.string(),
  rate: z.string(),
  /** The account's dollars at the close. */
  balanceUsd: z.string(),
  /** What its ledger sub-account held in soles before this revaluation. */
  bookPen: z.string(),
  revaluedPen: z.string(),
  /** revaluedPen − bookPen: a gain (776) when positive, a loss (676) when negative. */
  difference: z.string(),
  journalEntryId: z.number().nullable(),
  entryNumber: z.string().nullable(),
  createdAt: z.string(),
});
export type TRevaluationItem = z.infer<typeof ZRevaluationItem>;

export const ZRevaluationRunResult = z.object({
  period: z.string(),
  closingDate: z.string(),
  rate: z.string(),
  /** The rows this run wrote (an account with nothing left to revalue writes none). */
  posted: z.array(ZRevaluationItem),
  /** USD accounts already at the closing rate. */
  unchanged: z.number(),
});
export type TRevaluationRunResult = z.infer<typeof ZRevaluationRunResult>;

export const REVALUATION_SORTABLE = ['period', 'difference', 'createdAt'] as const;
export const ZRevaluationListQuery = listQuery(
  z.object({ companyId: dbId().optional(), period: ZMonth.optional() }),
  REVALUATION_SORTABLE,
);
export type TRevaluationListQuery = z.input<typeof ZRevaluationListQuery>;
export const ZRevaluationListResponse = listResponse(ZRevaluationItem);
export type TRevaluationListResponse = z.infer<typeof ZRevaluationListResponse>;
