import { z } from 'zod';
import { msg } from '../../validation/message.ts';
import { requiredText } from '../../validation/rules.ts';
import { dbId } from '../common.ts';

/*
 * Accounting periods (bookkeeping, section 35): a month is open until closed; no entry is posted
 * dated in a closed month. The year close carries the results to 89 and 59 and opens the next year.
 */

/** Years the books accept (PostgreSQL has no year 0; later than 9998 is a typing slip). */
const ZYear = z
  .number({ error: msg('validation.required') })
  .int()
  .min(1900, { error: msg('validation.period') })
  .max(9998, { error: msg('validation.period') });

const ZMonth = z
  .number({ error: msg('validation.required') })
  .int()
  .min(1, { error: msg('validation.period') })
  .max(12, { error: msg('validation.period') });

export const ZPeriodYearQuery = z.object({ companyId: dbId(), year: ZYear });
export type TPeriodYearQuery = z.infer<typeof ZPeriodYearQuery>;

export const ZPeriodMonthBody = z.object({ companyId: dbId(), year: ZYear, month: ZMonth });
export type TPeriodMonthBody = z.infer<typeof ZPeriodMonthBody>;

export const ZPeriodReopenBody = ZPeriodMonthBody.extend({ reason: requiredText(200) });
export type TPeriodReopenBody = z.infer<typeof ZPeriodReopenBody>;

export const ZYearReopenBody = ZPeriodYearQuery.extend({ reason: requiredText(200) });
export type TYearReopenBody = z.infer<typeof ZYearReopenBody>;

export const ZAccountingPeriod = z.object({
  year: z.number(),
  month: z.number(),
  /** `YYYY-MM` */
  period: z.string(),
  closed: z.boolean(),
  closedByName: z.string().nullable(),
  closedAt: z.string().nullable(),
  reopenedByName: z.string().nullable(),
  reopenedAt: z.string().nullable(),
  reopenReason: z.string().nullable(),
  /** Entries dated in the month. */
  entries: z.number(),
});
export type TAccountingPeriod = z.infer<typeof ZAccountingPeriod>;

export const ZAccountingYear = z.object({
  companyId: z.number(),
  year: z.number(),
  closed: z.boolean(),
  closedByName: z.string().nullable(),
  closedAt: z.string().nullable(),
  reopenedByName: z.string().nullable(),
  reopenedAt: z.string().nullable(),
  reopenReason: z.string().nullable(),
  months: z.array(ZAccountingPeriod),
});
export type TAccountingYear = z.infer<typeof ZAccountingYear>;

// PLE (SUNAT electronic books) -------------------------------------------------------------------------

/** 5.1 Libro Diario, 5.3 Detalle del plan contable utilizado, 6.1 Libro Mayor. */
export const PLE_BOOKS = ['050100', '050300', '060100'] as const;
export type PleBook = (typeof PLE_BOOKS)[number];

export const ZPleQuery = ZPeriodMonthBody.extend({ book: z.enum(PLE_BOOKS) });
export type TPleQuery = z.infer<typeof ZPleQuery>;
