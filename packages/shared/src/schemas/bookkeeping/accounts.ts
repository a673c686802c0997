import { z } from 'zod';
import { PAYROLL_RUN_KINDS } from '../../catalog/state-machines.ts';
import { msg } from '../../validation/message.ts';
import { requiredText } from '../../validation/rules.ts';
import { dbId, listQuery, listResponse } from '../common.ts';
import { DISCOUNT_TYPES } from '../payroll/payroll-items.ts';
import { TREASURY_DIRECTIONS, TREASURY_SOURCE_KINDS } from '../treasury/transactions.ts';

/*
 * The chart of accounts (section 36, tab Accounts): Peru's Plan Contable General Empresarial as
 * elements (1 digit), accounts (2), sub-accounts (3), divisionary (4) and sub-divisionary (5)
 * accounts, plus the company's own accounts below any of them (a code that extends its parent's).
 */

/** 1 element, 2 account, 3 sub-account, 4 divisionary, 5+ sub-divisionary or the company's own. */
export const ACCOUNT_DEPTH_MAX = 8;

export const ZAccountCode = z
  .string({ error: msg('validation.required') })
  .trim()
  .regex(/^\d{2,8}$/, { error: msg('validation.accountCode') });

export const ZAccountingAccountBody = z.object({
  parentId: dbId(),
  /** Must start with the parent's code and be longer than it. */
  code: ZAccountCode,
  name: requiredText(150),
});
export type TAccountingAccountBody = z.infer<typeof ZAccountingAccountBody>;

/** A seeded PCGE account keeps its code and name; only the company's own can be renamed. */
export const ZAccountingAccountUpdateBody = z.object({
  id: dbId(),
  name: requiredText(150),
  active: z.boolean(),
});
export type TAccountingAccountUpdateBody = z.infer<typeof ZAccountingAccountUpdateBody>;

export const ZAccountingAccount = z.object({
  id: z.number(),
  code: z.string(),
  name: z.string(),
  parentId: z.number().nullable(),
  parentCode: z.string().nullable(),
  /** The number of digits of the code: 1 element … 5 sub-divisionary. */
  depth: z.number(),
  /** Seeded from the PCGE (not the company's own). */
  system: z.boolean(),
  active: z.boolean(),
  /** An account with no children: entries post only to these. */
  postable: z.boolean(),
});
export type TAccountingAccount = z.infer<typeof ZAccountingAccount>;

export const ACCOUNTING_ACCOUNT_SORTABLE = ['code', 'name', 'depth'] as const;

export const ZAccountingAccountListQuery = listQuery(
  z.object({
    /** The element (first digit, 0–9). */
    element: z.number().int().min(0).max(9).optional(),
    depth: z.number().int().min(1).max(ACCOUNT_DEPTH_MAX).optional(),
    parentId: dbId().optional(),
    system: z.boolean().optional(),
    active: z.boolean().optional(),
    postable: z.boolean().optional(),
  }),
  ACCOUNTING_ACCOUNT_SORTABLE,
);
export type TAccountingAccountListQuery = z.input<typeof ZAccountingAccountListQuery>;
export const ZAccountingAccountListResponse = listResponse(ZAccountingAccount);
export type TAccountingAccountListResponse = z.infer<typeof ZAccountingAccountListResponse>;

/** Search for the selects: `q` matches code or name; `postable` keeps only leaf accounts. */
export const ZAccountingAccountOptionsQuery = z.object({
  q: z.string().trim().max(100).optional(),
  postable: z.boolean().optional(),
});
export const ZAccountingAccountOption = z.object({ id: z.number(), code: z.string(), name: z.string() });
export type TAccountingAccountOption = z.infer<typeof ZAccountingAccountOption>;
export const ZAccountingAccountOptions = z.array(ZAccountingAccountOption);

// Transaction types (section 36, tab Transaction types) ------------------------------------------------

/** What a treasury movement of this type posts: its debit and its credit account. */
export const ZTransactionTypeBody = z.object({
  code: z
    .string({ error: msg('validation.required') })
    .trim()
    .regex(/^[A-Z0-9_-]{2,12}$/, { error: msg('validation.typeCode') }),
  name: requiredText(120),
  direction: z.enum(TREASURY_DIRECTIONS, { error: msg('validation.required') }),
  debitAccountId: dbId(),
  creditAccountId: dbId(),
});
export type TTransactionTypeBody = z.infer<typeof ZTransactionTypeBody>;

export const ZTransactionTypeUpdateBody = ZTransactionTypeBody.extend({ id: dbId(), active: z.boolean() });
export type TTransactionTypeUpdateBody = z.infer<typeof ZTransactionTypeUpdateBody>;

export const ZTransactionType = z.object({
  id: z.number(),
  code: z.string(),
  name: z.string(),
  direction: z.enum(TREASURY_DIRECTIONS),
  debitAccountId: z.number(),
  debitAccountCode: z.string(),
  debitAccountName: z.string(),
  creditAccountId: z.number(),
  creditAccountCode: z.string(),
  creditAccountName: z.string(),
  /** The type the movements arriving from this source take (payroll, advances...); null for manual types. */
  sourceKind: z.enum(TREASURY_SOURCE_KINDS).nullable(),
  active: z.boolean(),
});
export type TTransactionType = z.infer<typeof ZTransactionType>;

export const TRANSACTION_TYPE_SORTABLE = ['code', 'name', 'direction'] as const;

export const ZTransactionTypeListQuery = listQuery(
  z.object({
    direction: z.enum(TREASURY_DIRECTIONS).optional(),
    active: z.boolean().optional(),
  }),
  TRANSACTION_TYPE_SORTABLE,
);
export type TTransactionTypeListQuery = z.input<typeof ZTransactionTypeListQuery>;
export const ZTransactionTypeListResponse = listResponse(ZTransactionType);
export type TTransactionTypeListResponse = z.infer<typeof ZTransactionTypeListResponse>;

export const ZTransactionTypeOptionsQuery = z.object({ direction: z.enum(TREASURY_DIRECTIONS).optional() });
export const ZTransactionTypeOption = z.object({
  id: z.number(),
  name: z.string(),
  code: z.string(),
  direction: z.enum(TREASURY_DIRECTIONS),
});
export type TTransactionTypeOption = z.infer<typeof ZTransactionTypeOption>;
export const ZTransactionTypeOptions = z.array(ZTransactionTypeOption);

// Discount accounts ---------------------------------------------------------------------------------

/** The account each discount type of the payroll is owed on (loans 1411, judicial retentions 4699…). */
export const ZDiscountAccount = z.object({
  discountType: z.enum(DISCOUNT_TYPES),
  accountId: z.number(),
  accountCode: z.string(),
  accountName: z.string(),
});
export type TDiscountAccount = z.infer<typeof ZDiscountAccount>;
export const ZDiscountAccountList = z.object({ data: z.array(ZDiscountAccount) });
export type TDiscountAccountList = z.infer<typeof ZDiscountAccountList>;
export const ZDiscountAccountBody = z.object({ discountType: z.enum(DISCOUNT_TYPES), accountId: dbId() });
export type TDiscountAccountBody = z.infer<typeof ZDiscountAccountBody>;

// Paid without an entry -----------------------------------------------------------------------------

/** Sources whose payment the report checks; more join as their modules book payments. */
export const UNBOOKED_SOURCES = ['payroll_run', 'payroll_advance', 'viatic'] as const;
export type UnbookedSource = (typeof UNBOOKED_SOURCES)[number];

export const ZUnbookedQuery = z.object({ companyId: dbId().optional() });
export type TUnbookedQuery = z.infer<typeof ZUnbookedQuery>;
export const ZUnbookedPayment = z.object({
  source: z.enum(UNBOOKED_SOURCES),
  sourceId: z.number(),
  companyId: z.number().nullable(),
  /** What was paid, as data the screen words in the reader's language: a run's kind and month, a worker's advance month or viatic day. */
  runKind: z.enum(PAYROLL_RUN_KINDS).nullable(),
  employeeName: z.string().nullable(),
  period: z.string().nullable(),
  day: z.string().nullable(),
  amount: z.string(),
  paidAt: z.string().nullable(),
  reference: z.string().nullable(),
});
export type TUnbookedPayment = z.infer<typeof ZUnbookedPayment>;
export const ZUnbookedPaymentList = z.object({ data: z.array(ZUnbookedPayment) });
export type TUnbookedPaymentList = z.infer<typeof ZUnbookedPaymentList>;
