import { z } from 'zod';
import { CURRENCIES } from '../catalog/rrhh.ts';
import { msg } from '../validation/message.ts';
import { optionalText, requiredText } from '../validation/rules.ts';
import { SALES_DOCUMENT_STATES, SALES_DOCUMENT_TYPES } from './billing-catalog.ts';
import { dbId, listQuery, listResponse } from './common.ts';
import { ZPositiveMoney } from './requests/request-fields.ts';
import { ZDate } from './rrhh/fields.ts';
import { ZExchangeRate } from './treasury/transactions.ts';

/*
 * Receivables and collections (section 48): what a client owes on each issued document, split in the
 * part it pays to the company and the detracción it deposits at Banco de la Nación (SPOT, D. Leg. 940),
 * the collections that clear them, the write-offs, the client's account and the aging.
 */

/** A payment into a company bank account, or the client's detracción deposit (constancia de depósito). */
export const COLLECTION_KINDS = ['payment', 'detraction'] as const;
export type CollectionKind = (typeof COLLECTION_KINDS)[number];
/** The two parts of a receivable: the net the company collects, the detracción deposited in soles. */
export const RECEIVABLE_PARTS = ['net', 'detraction'] as const;
export type ReceivablePart = (typeof RECEIVABLE_PARTS)[number];
/** Aging buckets by days past the due date. */
export const AGING_BUCKETS = ['current', 'days1to30', 'days31to60', 'days61to90', 'over90'] as const;
export type AgingBucket = (typeof AGING_BUCKETS)[number];

// ---------------------------------------------------------------------------------------------
// Collections

export const ZCollectionAllocationBody = z.object({
  documentId: dbId(),
  /** In the document's currency for the net part; in soles for the detracción. */
  amount: ZPositiveMoney,
});
export type TCollectionAllocationBody = z.infer<typeof ZCollectionAllocationBody>;

export const ZCollectionBody = z
  .object({
    clientId: dbId(),
    date: ZDate,
    kind: z.enum(COLLECTION_KINDS, { error: msg('validation.required') }),
    /** The company bank account the payment went into; the detracción goes to Banco de la Nación instead. */
    bankAccountId: dbId().nullish(),
    /** Soles per dollar for a USD payment; the day's purchase rate from the rate table when absent. */
    exchangeRate: ZExchangeRate.nullish(),
    /** The bank's operation number of the payment. */
    reference: optionalText(60),
    /** Número de constancia de depósito of the detracción (Banco de la Nación). */
    constanciaNumber: optionalText(30),
    notes: optionalText(500),
    allocations: z
      .array(ZCollectionAllocationBody)
      .min(1, { error: msg('validation.required') })
      .max(200, { error: msg('validation.max', { max: 200 }) }),
  })
  .superRefine((v, ctx) => {
    if (v.kind === 'payment' && !v.bankAccountId)
      ctx.addIssue({ code: 'custom', path: ['bankAccountId'], message: msg('validation.required') });
    if (v.kind === 'detraction' && !v.constanciaNumber)
      ctx.addIssue({ code: 'custom', path: ['constanciaNumber'], message: msg('validation.required') });
    const seen = new Set<number>();
    v.allocations.forEach((a, i) => {
      if (seen.has(a.documentId))
        ctx.addIssue({
          code: 'custom',
          path: ['allocations', i, 'documentId'],
          message: msg('validation.repeated'),
        });
      seen.add(a.documentId);
    });
  });
export type TCollectionBody = z.infer<typeof ZCollectionBody>;
export type TCollectionInput = z.input<typeof ZCollectionBody>;

export const ZCollectionAllocation = z.object({
  id: z.number(),
  documentId: z.number(),
  documentType: z.enum(SALES_DOCUMENT_TYPES),
  fullNumber: z.string(),
  part: z.enum(RECEIVABLE_PARTS),
  amount: z.string(),
  /** What leaves the receivable in the books: the amount at the document's rate (soles). */
  bookAmountPen: z.string(),
});
export type TCollectionAllocation = z.infer<typeof ZCollectionAllocation>;

export const ZCollectionItem = z.object({
  id: z.number(),
  /** `COB-2026-000012` */
  code: z.string(),
  date: z.string(),
  companyId: z.number(),
  companyName: z.string(),
  clientId: z.number(),
  clientName: z.string(),
  clientDocument: z.string(),
  kind: z.enum(COLLECTION_KINDS),
  bankAccountId: z.number().nullable(),
  /** `BCP 193-…` for a payment, the Banco de la Nación account for a detracción deposit. */
  accountLabel: z.string(),
  currency: z.enum(CURRENCIES),
  amount: z.string(),
  exchangeRate: z.string(),
  amountPen: z.string(),
  /** Exchange difference booked (gain > 0, loss < 0), soles. */
  exchangeDifferencePen: z.string(),
  reference: z.string().nullable(),
  constanciaNumber: z.string().nullable(),
  /** The documents it pays, `F001-00000012, F001-00000013`. */
  documents: z.string(),
  treasuryTransactionId: z.number().nullable(),
  journalEntryId: z.number().nullable(),
  createdByName: z.string().nullable(),
  createdAt: z.string(),
});
export type TCollectionItem = z.infer<typeof ZCollectionItem>;

export const ZCollection = ZCollectionItem.extend({
  notes: z.string().nullable(),
  allocations: z.array(ZCollectionAllocation),
});
export type TCollection = z.infer<typeof ZCollection>;

export const COLLECTION_SORTABLE = ['date', 'code', 'client', 'amount', 'kind', 'createdAt'] as const;
export const ZCollectionListQuery = listQuery(
  z.object({
    companyId: dbId().optional(),
    clientId: dbId().optional(),
    kind: z.enum(COLLECTION_KINDS).optional(),
    bankAccountId: dbId().optional(),
    currency: z.enum(CURRENCIES).optional(),
    from: ZDate.optional(),
    to: ZDate.optional(),
    documentId: dbId().optional(),
  }),
  COLLECTION_SORTABLE,
);
export type TCollectionListQuery = z.input<typeof ZCollectionListQuery>;
export type TCollectionFilters = NonNullable<TCollectionListQuery['filters']>;
export const ZCollectionListResponse = listResponse(ZCollectionItem);
export type TCollectionListResponse = z.infer<typeof ZCollectionListResponse>;

// ---------------------------------------------------------------------------------------------
// Write-offs

export const ZWriteOffBody = z.object({
  documentId: dbId(),
  part: z.enum(RECEIVABLE_PARTS, { error: msg('validation.required') }),
  amount: ZPositiveMoney,
  /** Why it is not collected: printed in the entry and kept for the tax file (LIR art. 37 i). */
  reason: requiredText(250),
  date: ZDate,
});
export type TWriteOffBody = z.infer<typeof ZWriteOffBody>;

export const ZWriteOff = z.object({
  id: z.number(),
  documentId: z.number(),
  fullNumber: z.string(),
  part: z.enum(RECEIVABLE_PARTS),
  date: z.string(),
  amount: z.string(),
  bookAmountPen: z.string(),
  reason: z.string(),
  journalEntryId: z.number().nullable(),
  createdByName: z.string().nullable(),
  createdAt: z.string(),
});
export type TWriteOff = z.infer<typeof ZWriteOff>;

// ---------------------------------------------------------------------------------------------
// Client account and aging

/** One issued document and what remains of each part. */
export const ZReceivableDocument = z.object({
  id: z.number(),
  companyId: z.number(),
  documentType: z.enum(SALES_DOCUMENT_TYPES),
  fullNumber: z.string(),
  state: z.enum(SALES_DOCUMENT_STATES),
  issueDate: z.string(),
  dueDate: z.string().nullable(),
  currency: z.enum(CURRENCIES),
  exchangeRate: z.string().nullable(),
  totalAmount: z.string(),
  /** Credit notes less debit notes issued against it, in its currency. */
  adjustments: z.string(),
  netAmount: z.string(),
  detractionAmountPen: z.string(),
  /** What remains of the net part, in the document's currency. */
  netBalance: z.string(),
  /** What remains of the detracción, in soles. */
  detractionBalancePen: z.string(),
  /** Both parts in soles at the document's rate: what the receivable account holds for it. */
  balancePen: z.string(),
  /** Days past the due date at the as-of date; 0 or less is current. */
  daysPastDue: z.number(),
});
export type TReceivableDocument = z.infer<typeof ZReceivableDocument>;

export const ZClientBalance = z.object({
  clientId: z.number(),
  /** Net part still owed, per currency of the documents. */
  net: z.array(z.object({ currency: z.enum(CURRENCIES), amount: z.string() })),
  /** Detracción still to be deposited, soles. */
  detractionPen: z.string(),
  /** Everything in soles at the documents' rates, and what of it is past due. */
  totalPen: z.string(),
  overduePen: z.string(),
  openDocuments: z.number(),
});
export type TClientBalance = z.infer<typeof ZClientBalance>;

export const ZClientAccountQuery = z.object({
  clientId: dbId(),
  companyId: dbId().optional(),
  /** Only the documents with something left (default), or every issued one. */
  openOnly: z.boolean().default(true),
  asOf: ZDate.optional(),
});
export type TClientAccountQuery = z.input<typeof ZClientAccountQuery>;

export const ZClientAccount = z.object({
  clientId: z.number(),
  clientName: z.string(),
  clientDocument: z.string(),
  asOf: z.string(),
  balance: ZClientBalance,
  documents: z.array(ZReceivableDocument),
  /** The latest collections (100 at most); the collections list has them all. */
  collections: z.array(ZCollectionItem),
  writeOffs: z.array(ZWriteOff),
});
export type TClientAccount = z.infer<typeof ZClientAccount>;

export const ZClientBalanceBody = z.object({ clientId: dbId() });

export const AGING_SORTABLE = ['client', 'total', ...AGING_BUCKETS] as const;
export const ZAgingQuery = listQuery(
  z.object({
    /** The day the ages are counted at; today (Lima) when absent. */
    asOf: ZDate.optional(),
    companyId: dbId().optional(),
    clientId: dbId().optional(),
  }),
  AGING_SORTABLE,
);
export type TAgingQuery = z.input<typeof ZAgingQuery>;

const bucketAmounts = {
  current: z.string(),
  days1to30: z.string(),
  days31to60: z.string(),
  days61to90: z.string(),
  over90: z.string(),
  total: z.string(),
};
/** One client's open balance in soles at the documents' rates, by age. */
export const ZAgingRow = z.object({
  clientId: z.number(),
  clientName: z.string(),
  clientDocument: z.string(),
  documents: z.number(),
  ...bucketAmounts,
});
export type TAgingRow = z.infer<typeof ZAgingRow>;
export const ZAgingTotals = z.object(bucketAmounts);
export const ZAgingResponse = z.object({
  asOf: z.string(),
  data: z.array(ZAgingRow),
  total: z.number(),
  totals: ZAgingTotals,
});
export type TAgingResponse = z.infer<typeof ZAgingResponse>;

/** The company bank accounts a payment may go into (active ones), for the collection form. */
export const ZCollectionAccountsQuery = z.object({ companyId: dbId().optional() });
export const ZCollectionAccount = z.object({
  id: z.number(),
  companyId: z.number(),
  currency: z.enum(CURRENCIES),
  /** `BCP 193-…` */
  label: z.string(),
});
export type TCollectionAccount = z.infer<typeof ZCollectionAccount>;
export const ZCollectionAccountList = z.array(ZCollectionAccount);
