import { z } from 'zod';
import { CURRENCIES } from '../catalog/rrhh.ts';
import { LANGUAGES } from '../i18n.ts';
import { decimalText, moneyText } from '../validation/decimal.ts';
import { msg } from '../validation/message.ts';
import { optionalText, requiredText } from '../validation/rules.ts';
import {
  BILLING_GROUPINGS,
  CREDIT_NOTE_REASONS,
  DEBIT_NOTE_REASONS,
  INVOICE_TYPES,
  NOTE_TYPES,
  SALES_DOCUMENT_STATES,
  SALES_DOCUMENT_TYPES,
  TAX_AFFECTATIONS,
} from './billing-catalog.ts';
import { dbId, listQuery, listResponse, ZId } from './common.ts';
import { E_DOCUMENT_STATES, ZEDocumentSummary } from './e-documents.ts';
import { ZPeriod } from './payroll/payroll-items.ts';
import { ZPositiveMoney } from './requests/request-fields.ts';
import { ZDate } from './rrhh/fields.ts';

/*
 * Billing (module 8): the sales documents of a company — facturas, boletas, credit and debit notes —
 * their series, the work done that they invoice, and the settings they follow. The web validates its
 * forms with these schemas; the server answers with them. Codes are SUNAT's catalogues (Anexo 8 of
 * RS 097-2012/SUNAT, the catálogos of the electronic invoice).
 */

export * from './billing-catalog.ts';
export * from './billing-settings.ts';

// ---------------------------------------------------------------------------------------------
// Lines and drafts

/** A quantity with up to three decimals, above zero. */
export const ZQuantity = decimalText({ integers: 9, scale: 3 }).refine((v) => Number(v) > 0, {
  error: msg('validation.amountPositive'),
});

export const ZSalesLineBody = z.object({
  description: requiredText(500),
  quantity: ZQuantity,
  /** Valor unitario: the price of one unit without IGV, in the document's currency. */
  unitValue: ZPositiveMoney,
  taxAffectation: z.enum(TAX_AFFECTATIONS, { error: msg('validation.required') }),
  /** The trip this line invoices, when it comes from the work done. */
  travelOrderId: dbId().nullish(),
  /** SPOT referential value of the line in soles (RS 073-2006/SUNAT), when the route has one. */
  referentialValuePen: moneyText().nullish(),
});
export type TSalesLineBody = z.infer<typeof ZSalesLineBody>;
export type TSalesLineInput = z.input<typeof ZSalesLineBody>;

const draftFields = {
  companyId: dbId(),
  clientId: dbId(),
  documentType: z.enum(INVOICE_TYPES, { error: msg('validation.required') }),
  seriesId: dbId(),
  currency: z.enum(CURRENCIES, { error: msg('validation.required') }),
  observations: optionalText(500),
  lines: z
    .array(ZSalesLineBody)
    .min(1, { error: msg('validation.required') })
    .max(500, { error: msg('validation.max', { max: 500 }) }),
};

export const ZSalesDraftBody = z.object(draftFields);
export type TSalesDraftBody = z.infer<typeof ZSalesDraftBody>;
export type TSalesDraftInput = z.input<typeof ZSalesDraftBody>;
export const ZSalesDraftUpdateBody = z.object({ id: ZId, ...draftFields });
export type TSalesDraftUpdateBody = z.infer<typeof ZSalesDraftUpdateBody>;

/** Issuing gives the number; the date is today (Lima) unless given, never later than today. */
export const ZSalesIssueBody = z.object({ id: ZId, issueDate: ZDate.optional() });
export type TSalesIssueBody = z.infer<typeof ZSalesIssueBody>;

/**
 * A credit (07) or debit (08) note, issued at once against an issued document. A cancelling credit
 * reason (01, 02, 06) takes no lines: it credits what remains of the document, which is voided.
 */
export const ZSalesNoteBody = z
  .object({
    referenceId: ZId,
    documentType: z.enum(NOTE_TYPES, { error: msg('validation.required') }),
    seriesId: dbId(),
    reason: z.string({ error: msg('validation.required') }),
    /** Sustento: why, printed on the note. */
    description: requiredText(250),
    issueDate: ZDate.optional(),
    lines: z
      .array(ZSalesLineBody.omit({ travelOrderId: true, referentialValuePen: true }))
      .max(500, { error: msg('validation.max', { max: 500 }) })
      .optional(),
  })
  .superRefine((v, ctx) => {
    const reasons: readonly string[] = v.documentType === '07' ? CREDIT_NOTE_REASONS : DEBIT_NOTE_REASONS;
    if (!reasons.includes(v.reason))
      ctx.addIssue({ code: 'custom', path: ['reason'], message: msg('validation.invalid') });
  });
export type TSalesNoteBody = z.infer<typeof ZSalesNoteBody>;

/** A factura voided by a comunicación de baja, with the reason SUNAT receives (MotivoBaja). */
export const ZSalesVoidBody = z.object({ id: ZId, reason: requiredText(100) });
export type TSalesVoidBody = z.infer<typeof ZSalesVoidBody>;

// ---------------------------------------------------------------------------------------------
// Answers

export const ZSalesLine = z.object({
  id: z.number(),
  position: z.number(),
  description: z.string(),
  quantity: z.string(),
  unitValue: z.string(),
  taxAffectation: z.enum(TAX_AFFECTATIONS),
  /** quantity × unitValue, rounded to the céntimo. */
  lineValue: z.string(),
  igvAmount: z.string(),
  lineTotal: z.string(),
  travelOrderId: z.number().nullable(),
  travelOrderCode: z.string().nullable(),
  serviceOrderId: z.number().nullable(),
  rateId: z.number().nullable(),
  referentialValuePen: z.string().nullable(),
});
export type TSalesLine = z.infer<typeof ZSalesLine>;

export const ZSalesTotals = z.object({
  /** Operaciones gravadas, exoneradas, inafectas (catálogo 07 groups), IGV and the total. */
  taxableAmount: z.string(),
  exemptAmount: z.string(),
  unaffectedAmount: z.string(),
  igvAmount: z.string(),
  totalAmount: z.string(),
});
export type TSalesTotals = z.infer<typeof ZSalesTotals>;

export const ZSalesDocumentItem = z.object({
  id: z.number(),
  companyId: z.number(),
  companyName: z.string(),
  documentType: z.enum(SALES_DOCUMENT_TYPES),
  seriesId: z.number(),
  series: z.string(),
  /** Null while a draft. */
  number: z.number().nullable(),
  /** `F001-00000012`, or null while a draft. */
  fullNumber: z.string().nullable(),
  clientId: z.number(),
  clientName: z.string(),
  clientDocument: z.string(),
  state: z.enum(SALES_DOCUMENT_STATES),
  issueDate: z.string().nullable(),
  dueDate: z.string().nullable(),
  currency: z.enum(CURRENCIES),
  totalAmount: z.string(),
  totalPen: z.string(),
  detractionAmountPen: z.string(),
  referenceFullNumber: z.string().nullable(),
  createdAt: z.string(),
  /** Its SUNAT record; null for a draft or when the company does not issue electronically. */
  sunat: ZEDocumentSummary.nullable(),
});
export type TSalesDocumentItem = z.infer<typeof ZSalesDocumentItem>;

export const ZSalesDocument = ZSalesDocumentItem.extend({
  ...ZSalesTotals.shape,
  clientDocumentType: z.enum(['RUC', 'DNI']),
  /** The sale rate of the issue date for USD (4 decimals); null in soles. */
  exchangeRate: z.string().nullable(),
  paymentTermDays: z.number(),
  observations: z.string().nullable(),
  /** SPOT: applies, its code, percent, the base in soles, the company's Banco de la Nación account. */
  detractionApplies: z.boolean(),
  detractionCode: z.string().nullable(),
  detractionPercent: z.string().nullable(),
  detractionBasePen: z.string(),
  detractionAccount: z.string().nullable(),
  /** What the client pays to the company (total less the detracción), in soles. */
  netAmountPen: z.string(),
  /** The same in the document's currency. */
  netAmount: z.string(),
  referenceId: z.number().nullable(),
  noteReason: z.string().nullable(),
  noteDescription: z.string().nullable(),
  /** Sum of the credit notes issued against this document, in its currency. */
  creditedAmount: z.string(),
  language: z.enum(LANGUAGES),
  journalEntryId: z.number().nullable(),
  issuedAt: z.string().nullable(),
  issuedByName: z.string().nullable(),
  createdByName: z.string().nullable(),
  lines: z.array(ZSalesLine),
  /** The notes issued against this document. */
  notes: z.array(ZSalesDocumentItem),
  /**
   * Its latest comunicación de baja, when one was asked: the document is voided once SUNAT
   * accepts it, and stays issued when SUNAT rejects it.
   */
  sunatVoid: ZEDocumentSummary.nullable(),
  /** The reason given for the baja. */
  voidReason: z.string().nullable(),
});
export type TSalesDocument = z.infer<typeof ZSalesDocument>;

export const SALES_DOCUMENT_SORTABLE = [
  'issueDate',
  'number',
  'client',
  'totalAmount',
  'dueDate',
  'state',
  'createdAt',
] as const;
export const ZSalesDocumentListQuery = listQuery(
  z.object({
    companyId: dbId().optional(),
    clientId: dbId().optional(),
    state: z.enum(SALES_DOCUMENT_STATES).optional(),
    /** The issue date's month; drafts have none and fall outside any period. */
    period: ZPeriod.optional(),
    seriesId: dbId().optional(),
    documentType: z.enum(SALES_DOCUMENT_TYPES).optional(),
    currency: z.enum(CURRENCIES).optional(),
    /** The SUNAT state of the document's latest electronic record. */
    sunatState: z.enum(E_DOCUMENT_STATES).optional(),
  }),
  SALES_DOCUMENT_SORTABLE,
);
export type TSalesDocumentListQuery = z.input<typeof ZSalesDocumentListQuery>;
export type TSalesDocumentFilters = NonNullable<TSalesDocumentListQuery['filters']>;
export const ZSalesDocumentListResponse = listResponse(ZSalesDocumentItem);
export type TSalesDocumentListResponse = z.infer<typeof ZSalesDocumentListResponse>;

// ---------------------------------------------------------------------------------------------
// Work to invoice

/** A client and a month: its finished trips of that month not yet on an active document. */
export const ZWorkToInvoiceQuery = z.object({
  clientId: dbId(),
  period: ZPeriod,
  companyId: dbId().optional(),
});
export type TWorkToInvoiceQuery = z.infer<typeof ZWorkToInvoiceQuery>;

export const ZWorkTrip = z.object({
  travelOrderId: z.number(),
  travelOrderCode: z.string(),
  serviceOrderId: z.number(),
  serviceOrderCode: z.string(),
  companyId: z.number(),
  /** The trip's date (its planned departure, Lima), on which the rate is read. */
  date: z.string(),
  routeId: z.number(),
  routeName: z.string(),
  vehicleTypeName: z.string(),
  rateId: z.number(),
  currency: z.enum(CURRENCIES),
  /** The rate's amount for the trip, without IGV. */
  amount: z.string(),
  description: z.string(),
});
export type TWorkTrip = z.infer<typeof ZWorkTrip>;

export const ZWorkToInvoice = z.object({
  clientId: z.number(),
  period: z.string(),
  grouping: z.enum(BILLING_GROUPINGS),
  trips: z.array(ZWorkTrip),
});
export type TWorkToInvoice = z.infer<typeof ZWorkToInvoice>;

/**
 * Drafts from the work done: every trip of the answer, or the ones chosen. With `issue` they are
 * issued in the same transaction, on `issueDate` (today unless given): all of them or none.
 */
export const ZInvoiceWorkBody = z.object({
  clientId: dbId(),
  period: ZPeriod,
  companyId: dbId(),
  seriesId: dbId(),
  travelOrderIds: z.array(dbId()).max(5000).optional(),
  issue: z.boolean().optional(),
  issueDate: ZDate.optional(),
});
export type TInvoiceWorkBody = z.infer<typeof ZInvoiceWorkBody>;
export const ZInvoiceWorkAnswer = z.object({ documentIds: z.array(z.number()) });
export type TInvoiceWorkAnswer = z.infer<typeof ZInvoiceWorkAnswer>;
