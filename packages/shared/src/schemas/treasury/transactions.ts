import { z } from 'zod';
import { TREASURY_TRANSACTION_STATES } from '../../catalog/state-machines.ts';
import { msg } from '../../validation/message.ts';
import { optionalText, requiredText } from '../../validation/rules.ts';
import { dbId, listQuery, listResponse } from '../common.ts';
import { ZPositiveMoney } from '../requests/request-fields.ts';
import { ZDate } from '../rrhh/fields.ts';
import { TREASURY_CURRENCIES } from './bank-accounts.ts';
import { TREASURY_CONCEPT_CODES, TREASURY_COUNTERPARTY_CODES, ZTreasuryConceptParams } from './concepts.ts';

/*
 * Treasury movements (section 39): incomes and expenses of a bank account, pending → approved →
 * processed (or canceled before processing). Approved payroll, advances, viatics and settlement
 * balances arrive here on their own as pending movements with their `source`.
 */

export const TREASURY_DIRECTIONS = ['income', 'expense'] as const;
export type TreasuryDirection = (typeof TREASURY_DIRECTIONS)[number];

export const COUNTERPARTY_KINDS = ['client', 'employee', 'other'] as const;
export type CounterpartyKind = (typeof COUNTERPARTY_KINDS)[number];

/** What a movement that arrived on its own pays (or collects); processing it marks that source paid. */
export const TREASURY_SOURCE_KINDS = [
  'payroll_run',
  'payroll_advance',
  'viatic',
  'settlement',
  /** A loan to a worker handed over (Dr 1411), recovered by the discount's quotas. */
  'payroll_loan',
  /** The month's contributions withheld and owed (SUNAT: ESSALUD, ONP, quinta; each AFP). */
  'payroll_contribution',
  /** A trip's advances for tolls and fuel handed to its driver (Dr 1413). */
  'travel_order',
] as const;
export type TreasurySourceKind = (typeof TREASURY_SOURCE_KINDS)[number];

/** Soles per dollar with 3 or 4 decimals (SBS publishes 3; banks quote 4). */
const EXCHANGE_RATE_RE = /^\d{1,3}\.\d{3,4}$/;
export const ZExchangeRate = z
  .union([z.string(), z.number()], { error: msg('validation.required') })
  .transform((v) => String(v).trim())
  .refine((v) => EXCHANGE_RATE_RE.test(v) && Number(v) > 0, { error: msg('validation.exchangeRate') });

const transactionFields = {
  companyId: dbId(),
  bankAccountId: dbId(),
  date: ZDate,
  direction: z.enum(TREASURY_DIRECTIONS, { error: msg('validation.required') }),
  /** The bookkeeping transaction type: which accounts the movement posts to. */
  transactionTypeId: dbId(),
  counterpartyKind: z.enum(COUNTERPARTY_KINDS, { error: msg('validation.required') }),
  clientId: dbId().optional().nullable(),
  employeeId: dbId().optional().nullable(),
  /** Name and document of an `other` counterparty (a supplier, a tax office). */
  counterpartyName: optionalText(150),
  counterpartyDocument: optionalText(20),
  concept: requiredText(200),
  amount: ZPositiveMoney,
  currency: z.enum(TREASURY_CURRENCIES, { error: msg('validation.required') }),
  /** Required for USD; PEN is always 1. */
  exchangeRate: ZExchangeRate.optional().nullable(),
  referenceDocument: optionalText(40),
};

type TransactionFieldsShape = {
  counterpartyKind: CounterpartyKind;
  clientId?: number | null;
  employeeId?: number | null;
  counterpartyName?: string | null;
  currency: (typeof TREASURY_CURRENCIES)[number];
  exchangeRate?: string | null;
};

/** The counterparty's own field and the USD rate are required; the error lands on that field. */
const requireCounterpartyAndRate = (v: TransactionFieldsShape, ctx: z.RefinementCtx) => {
  const required = (path: string) =>
    ctx.addIssue({ code: 'custom', path: [path], message: msg('validation.required') });
  if (v.counterpartyKind === 'client' && !v.clientId) required('clientId');
  if (v.counterpartyKind === 'employee' && !v.employeeId) required('employeeId');
  if (v.counterpartyKind === 'other' && !v.counterpartyName) required('counterpartyName');
  if (v.currency === 'USD' && !v.exchangeRate) required('exchangeRate');
};

export const ZTreasuryTransactionBody = z.object(transactionFields).superRefine(requireCounterpartyAndRate);
export type TTreasuryTransactionBody = z.infer<typeof ZTreasuryTransactionBody>;
export type TTreasuryTransactionInput = z.input<typeof ZTreasuryTransactionBody>;

/** Only a pending movement typed in by hand can be edited. */
export const ZTreasuryTransactionUpdateBody = z
  .object({ id: dbId(), ...transactionFields })
  .superRefine(requireCounterpartyAndRate);
export type TTreasuryTransactionUpdateBody = z.infer<typeof ZTreasuryTransactionUpdateBody>;

/**
 * A movement that arrived on its own (payroll, advances...) has no account yet and takes one when
 * approved; it takes a type too when none was set up for its source.
 */
export const ZTreasuryApproveBody = z.object({
  id: dbId(),
  bankAccountId: dbId().optional(),
  transactionTypeId: dbId().optional(),
});
export type TTreasuryApproveBody = z.infer<typeof ZTreasuryApproveBody>;

/**
 * The bank's operation number and the day the money moved. The number is required: it is the only
 * link between the movement and the bank statement, and the source is marked paid with it.
 */
export const ZTreasuryProcessBody = z.object({
  id: dbId(),
  operationNumber: requiredText(30),
  processedOn: ZDate.optional(),
});
export type TTreasuryProcessBody = z.infer<typeof ZTreasuryProcessBody>;

export const ZTreasuryCancelBody = z.object({ id: dbId(), reason: requiredText(200) });
export type TTreasuryCancelBody = z.infer<typeof ZTreasuryCancelBody>;

/** A processed movement is corrected by its opposite: a new pending movement that reverses it. */
export const ZTreasuryReverseBody = z.object({ id: dbId(), reason: requiredText(200) });
export type TTreasuryReverseBody = z.infer<typeof ZTreasuryReverseBody>;

export const ZTreasuryTransaction = z.object({
  id: z.number(),
  /** `TES-2026-000123` */
  code: z.string(),
  companyId: z.number(),
  companyName: z.string(),
  bankAccountId: z.number().nullable(),
  bankAccountName: z.string().nullable(),
  date: z.string(),
  direction: z.enum(TREASURY_DIRECTIONS),
  transactionTypeId: z.number().nullable(),
  transactionTypeName: z.string().nullable(),
  counterpartyKind: z.enum(COUNTERPARTY_KINDS),
  /** Spanish, as stored; `counterpartyCode` + `counterpartyParams` render it in the reader's language. */
  counterpartyName: z.string(),
  counterpartyCode: z.enum(TREASURY_COUNTERPARTY_CODES).nullable(),
  counterpartyParams: ZTreasuryConceptParams.nullable(),
  counterpartyDocument: z.string().nullable(),
  /** Spanish, as stored; `conceptCode` + `conceptParams` render it in the reader's language. */
  concept: z.string(),
  conceptCode: z.enum(TREASURY_CONCEPT_CODES).nullable(),
  conceptParams: ZTreasuryConceptParams.nullable(),
  amount: z.string(),
  currency: z.enum(TREASURY_CURRENCIES),
  exchangeRate: z.string(),
  /** amount × exchangeRate in soles, rounded half up to the céntimo: what bookkeeping posts. */
  amountPen: z.string(),
  referenceDocument: z.string().nullable(),
  state: z.enum(TREASURY_TRANSACTION_STATES),
  sourceKind: z.enum(TREASURY_SOURCE_KINDS).nullable(),
  sourceId: z.number().nullable(),
  /** Workers paid by this one movement (a payroll batch); 0 when it is not a batch. */
  payeeCount: z.number(),
  reversesId: z.number().nullable(),
  createdAt: z.string(),
});
export type TTreasuryTransaction = z.infer<typeof ZTreasuryTransaction>;

export const ZTreasuryPayee = z.object({
  employeeId: z.number(),
  employeeName: z.string(),
  document: z.string(),
  bankName: z.string().nullable(),
  accountNumber: z.string().nullable(),
  cci: z.string().nullable(),
  amount: z.string(),
});
export type TTreasuryPayee = z.infer<typeof ZTreasuryPayee>;

export const ZTreasuryAttachment = z.object({
  id: z.number(),
  name: z.string(),
  size: z.number(),
  mime: z.string(),
  uploadedAt: z.string(),
  uploadedByName: z.string().nullable(),
});
export type TTreasuryAttachment = z.infer<typeof ZTreasuryAttachment>;

export const ZTreasuryTransactionDetail = ZTreasuryTransaction.extend({
  clientId: z.number().nullable(),
  employeeId: z.number().nullable(),
  payees: z.array(ZTreasuryPayee),
  attachments: z.array(ZTreasuryAttachment),
  createdByName: z.string().nullable(),
  /** Who last edited it while pending, and when. */
  updatedByName: z.string().nullable(),
  updatedAt: z.string(),
  /**
   * The users who made it (created, reversed or edited it, or approved its source): none of them
   * may approve or process it unless `onePersonAllowed`.
   */
  makerIds: z.array(z.number()),
  /** Its amount in soles is within the company's limit for one person alone. */
  onePersonAllowed: z.boolean(),
  approvedByName: z.string().nullable(),
  approvedAt: z.string().nullable(),
  processedByName: z.string().nullable(),
  processedAt: z.string().nullable(),
  processedOn: z.string().nullable(),
  operationNumber: z.string().nullable(),
  canceledByName: z.string().nullable(),
  canceledAt: z.string().nullable(),
  cancelReason: z.string().nullable(),
  /** The journal entry bookkeeping posted when it was processed. */
  journalEntryId: z.number().nullable(),
  reversedById: z.number().nullable(),
  /** Who reversed it (made the reversal) and when. */
  reversedByName: z.string().nullable(),
  reversedAt: z.string().nullable(),
});
export type TTreasuryTransactionDetail = z.infer<typeof ZTreasuryTransactionDetail>;

export const TREASURY_TRANSACTION_SORTABLE = [
  'date',
  'code',
  'amount',
  'state',
  'counterpartyName',
  'createdAt',
] as const;

export const ZTreasuryTransactionListQuery = listQuery(
  z.object({
    state: z.enum(TREASURY_TRANSACTION_STATES).optional(),
    direction: z.enum(TREASURY_DIRECTIONS).optional(),
    companyId: dbId().optional(),
    bankAccountId: dbId().optional(),
    sourceKind: z.enum(TREASURY_SOURCE_KINDS).optional(),
    counterpartyKind: z.enum(COUNTERPARTY_KINDS).optional(),
    from: ZDate.optional(),
    to: ZDate.optional(),
  }),
  TREASURY_TRANSACTION_SORTABLE,
);
export type TTreasuryTransactionListQuery = z.input<typeof ZTreasuryTransactionListQuery>;
export const ZTreasuryTransactionListResponse = listResponse(ZTreasuryTransaction);
export type TTreasuryTransactionListResponse = z.infer<typeof ZTreasuryTransactionListResponse>;
