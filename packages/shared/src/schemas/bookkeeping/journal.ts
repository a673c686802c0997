import { z } from 'zod';
import { msg } from '../../validation/message.ts';
import { optionalText, requiredText } from '../../validation/rules.ts';
import { dbId, listQuery, listResponse } from '../common.ts';
import { moneyToCents, ZMoneyAmount } from '../money.ts';
import { ZDate } from '../rrhh/fields.ts';

/*
 * Journal entries (bookkeeping, section 35). Every entry balances (debits = credits, in soles) and
 * is posted when created: it never changes afterwards; a correction is a reversing entry.
 */

export const JOURNAL_ORIGINS = [
  'manual',
  'treasury',
  'payroll',
  'reversal',
  'provision',
  'settlement',
  'revaluation',
  'reclassification',
  'closing',
  'billing',
] as const;
export type JournalOrigin = (typeof JOURNAL_ORIGINS)[number];

/**
 * What an entry is in the books (PLE's "A" apertura, "M" movimiento, "C" cierre): the opening entry
 * of a year, an ordinary one, or one of the year's closing entries.
 */
export const JOURNAL_ENTRY_KINDS = ['opening', 'ordinary', 'closing'] as const;
export type JournalEntryKind = (typeof JOURNAL_ENTRY_KINDS)[number];

export const ZJournalLineBody = z.object({
  accountId: dbId(),
  debit: ZMoneyAmount,
  credit: ZMoneyAmount,
  description: optionalText(150),
});
export type TJournalLineBody = z.infer<typeof ZJournalLineBody>;
export type TJournalLineInput = z.input<typeof ZJournalLineBody>;

export const ZJournalEntryBody = z
  .object({
    companyId: dbId(),
    date: ZDate,
    description: requiredText(200),
    lines: z
      .array(ZJournalLineBody)
      .min(2, { error: msg('validation.entryLines') })
      .max(200),
  })
  .superRefine((v, ctx) => {
    let debits = 0n;
    let credits = 0n;
    v.lines.forEach((line, i) => {
      const d = moneyToCents(line.debit);
      const c = moneyToCents(line.credit);
      // One side per line, never both and never neither.
      if ((d === 0n) === (c === 0n))
        ctx.addIssue({ code: 'custom', path: ['lines', i, 'debit'], message: msg('validation.oneSide') });
      debits += d;
      credits += c;
    });
    if (debits !== credits)
      ctx.addIssue({ code: 'custom', path: ['lines'], message: msg('validation.unbalanced') });
  });
export type TJournalEntryBody = z.infer<typeof ZJournalEntryBody>;
export type TJournalEntryInput = z.input<typeof ZJournalEntryBody>;

export const ZJournalReverseBody = z.object({
  id: dbId(),
  /** The reversing entry's date; the original's when omitted. */
  date: ZDate.optional(),
  reason: requiredText(200),
});
export type TJournalReverseBody = z.infer<typeof ZJournalReverseBody>;

export const ZJournalEntry = z.object({
  id: z.number(),
  /** `2026-000123`: numbered per company and year. */
  number: z.string(),
  companyId: z.number(),
  companyName: z.string(),
  date: z.string(),
  /** `YYYY-MM` */
  period: z.string(),
  description: z.string(),
  origin: z.enum(JOURNAL_ORIGINS),
  /** What the entry was posted from: `treasury_transaction`, `payroll_run`; null for manual entries. */
  sourceKind: z.string().nullable(),
  sourceId: z.number().nullable(),
  reversesId: z.number().nullable(),
  reversedById: z.number().nullable(),
  /** The sum of the debits (= the sum of the credits). */
  total: z.string(),
  createdByName: z.string().nullable(),
  createdAt: z.string(),
});
export type TJournalEntry = z.infer<typeof ZJournalEntry>;

export const ZJournalLine = z.object({
  lineNo: z.number(),
  accountId: z.number(),
  accountCode: z.string(),
  accountName: z.string(),
  debit: z.string(),
  credit: z.string(),
  description: z.string().nullable(),
});
export type TJournalLine = z.infer<typeof ZJournalLine>;

export const ZJournalEntryDetail = ZJournalEntry.extend({ lines: z.array(ZJournalLine) });
export type TJournalEntryDetail = z.infer<typeof ZJournalEntryDetail>;

export const JOURNAL_ENTRY_SORTABLE = ['date', 'number', 'total', 'origin'] as const;

export const ZJournalEntryListQuery = listQuery(
  z.object({
    companyId: dbId().optional(),
    origin: z.enum(JOURNAL_ORIGINS).optional(),
    accountId: dbId().optional(),
    from: ZDate.optional(),
    to: ZDate.optional(),
  }),
  JOURNAL_ENTRY_SORTABLE,
);
export type TJournalEntryListQuery = z.input<typeof ZJournalEntryListQuery>;
export const ZJournalEntryListResponse = listResponse(ZJournalEntry);
export type TJournalEntryListResponse = z.infer<typeof ZJournalEntryListResponse>;

// Ledger and trial balance ------------------------------------------------------------------------------

/** A period of whole months: `from` and `to` as `YYYY-MM`, `to` not before `from`. */
const ZPeriod = z
  .string({ error: msg('validation.required') })
  .regex(/^\d{4}-(0[1-9]|1[0-2])$/, { error: msg('validation.period') });

const periodRange = {
  companyId: dbId(),
  from: ZPeriod,
  to: ZPeriod,
};
const toNotBeforeFrom = (v: { from: string; to: string }, ctx: z.RefinementCtx) => {
  if (v.to < v.from) ctx.addIssue({ code: 'custom', path: ['to'], message: msg('validation.periodOrder') });
};

export const ZLedgerQuery = z
  .object({
    ...periodRange,
    accountId: dbId(),
    page: z.number().int().min(1).default(1),
    perPage: z.number().int().min(1).max(500).default(100),
  })
  .superRefine(toNotBeforeFrom);
export type TLedgerQuery = z.input<typeof ZLedgerQuery>;

export const ZLedgerMovement = z.object({
  entryId: z.number(),
  number: z.string(),
  date: z.string(),
  description: z.string(),
  debit: z.string(),
  credit: z.string(),
  /** Running balance, debit minus credit, from the opening balance. */
  balance: z.string(),
});
export type TLedgerMovement = z.infer<typeof ZLedgerMovement>;

export const ZLedger = z.object({
  accountId: z.number(),
  accountCode: z.string(),
  accountName: z.string(),
  /** Debit minus credit of every entry before `from` (the account and those below it). */
  opening: z.string(),
  debit: z.string(),
  credit: z.string(),
  closing: z.string(),
  movements: z.array(ZLedgerMovement),
  total: z.number(),
});
export type TLedger = z.infer<typeof ZLedger>;

export const ZTrialBalanceQuery = z
  .object({
    ...periodRange,
    /** Roll the balances up to this many digits (2: accounts, 3: sub-accounts…); leaf accounts when omitted. */
    depth: z.number().int().min(1).max(8).optional(),
  })
  .superRefine(toNotBeforeFrom);
export type TTrialBalanceQuery = z.input<typeof ZTrialBalanceQuery>;

export const ZTrialBalanceRow = z.object({
  accountId: z.number(),
  code: z.string(),
  name: z.string(),
  openingDebit: z.string(),
  openingCredit: z.string(),
  debit: z.string(),
  credit: z.string(),
  closingDebit: z.string(),
  closingCredit: z.string(),
});
export type TTrialBalanceRow = z.infer<typeof ZTrialBalanceRow>;

export const ZTrialBalance = z.object({
  rows: z.array(ZTrialBalanceRow),
  totals: ZTrialBalanceRow.omit({ accountId: true, code: true, name: true }),
  /** Debits equal credits in every column pair. */
  balanced: z.boolean(),
});
export type TTrialBalance = z.infer<typeof ZTrialBalance>;

/** Why the ledger and the trial balance open on a company when none is chosen. */
export const BOOKS_COMPANY_REASONS = ['own', 'entries', 'first'] as const;
export type BooksCompanyReason = (typeof BOOKS_COMPANY_REASONS)[number];

/** The company the books open on: the user's employer, else the one with entries, else the first. */
export const ZBooksCompany = z.object({
  companyId: z.number().nullable(),
  companyName: z.string().nullable(),
  reason: z.enum(BOOKS_COMPANY_REASONS),
});
export type TBooksCompany = z.infer<typeof ZBooksCompany>;
