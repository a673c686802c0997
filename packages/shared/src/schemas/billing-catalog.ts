/*
 * The SUNAT codes and fixed figures of billing (module 8): document types (catálogo 01), states,
 * tax affectations (catálogo 07), note reasons (catálogos 09 and 10), the SPOT's figures.
 */

/** SUNAT catálogo 01: 01 factura, 03 boleta de venta, 07 nota de crédito, 08 nota de débito. */
export const SALES_DOCUMENT_TYPES = ['01', '03', '07', '08'] as const;
export type SalesDocumentType = (typeof SALES_DOCUMENT_TYPES)[number];
/** The documents a draft can be: the notes are issued from the document they modify. */
export const INVOICE_TYPES = ['01', '03'] as const;
export type InvoiceType = (typeof INVOICE_TYPES)[number];
export const NOTE_TYPES = ['07', '08'] as const;
export type NoteType = (typeof NOTE_TYPES)[number];

/**
 * draft → issued → partially_paid → paid; issued → voided only through a credit note that cancels it
 * whole. Nothing but a draft is edited. Collections (receivables) move issued ↔ partially_paid ↔ paid.
 */
export const SALES_DOCUMENT_STATES = ['draft', 'issued', 'partially_paid', 'paid', 'voided'] as const;
export type SalesDocumentState = (typeof SALES_DOCUMENT_STATES)[number];

/** SUNAT catálogo 07 (tipo de afectación del IGV): 10 gravado, 20 exonerado, 30 inafecto. */
export const TAX_AFFECTATIONS = ['10', '20', '30'] as const;
export type TaxAffectation = (typeof TAX_AFFECTATIONS)[number];

/**
 * SUNAT catálogo 09, the reasons of a credit note that move an amount (03, a corrected description,
 * and 13, new payment dates, carry none and are not issued here).
 */
export const CREDIT_NOTE_REASONS = ['01', '02', '04', '05', '06', '07', '08', '09', '10'] as const;
export type CreditNoteReason = (typeof CREDIT_NOTE_REASONS)[number];
/** The catálogo 09 reasons that cancel the whole document: 01 anulación de la operación, 02 anulación por error en el RUC, 06 devolución total. */
export const CANCELLING_CREDIT_REASONS: readonly CreditNoteReason[] = ['01', '02', '06'];
/** SUNAT catálogo 10, the reasons of a debit note. */
export const DEBIT_NOTE_REASONS = ['01', '02', '03'] as const;
export type DebitNoteReason = (typeof DEBIT_NOTE_REASONS)[number];

/** One invoice per service order, or one per client and period (the client's billing setting). */
export const BILLING_GROUPINGS = ['service_order', 'period'] as const;
export type BillingGrouping = (typeof BILLING_GROUPINGS)[number];

/** SPOT (RS 183-2004/SUNAT, Anexo 3; RS 073-2006/SUNAT): road transport of goods. */
export const DETRACTION = {
  /** Catálogo 54, "Servicio de transporte de carga". */
  code: '027',
  /** Percent of the operation (or the referential value, when higher). */
  ratePercent: '4.00',
  /** The operation must exceed this amount in soles. */
  thresholdPen: '400.00',
} as const;

// The IGV rate and its rounding are the receipts' (`IGV_RATE_PERCENT`, `igvOf` in operations/receipt-document.ts).
