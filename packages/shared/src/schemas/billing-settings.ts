import { z } from 'zod';
import { LANGUAGES } from '../i18n.ts';
import { msg } from '../validation/message.ts';
import { BILLING_GROUPINGS, SALES_DOCUMENT_TYPES } from './billing-catalog.ts';
import { dbId, ZId } from './common.ts';

/* Billing's settings: the series of each company and document type, and how clients and companies are invoiced. */

// ---------------------------------------------------------------------------------------------
// Series

/**
 * A series is four characters: F… for facturas and the notes that modify a factura, B… for boletas
 * and their notes (RS 097-2012/SUNAT, art. 4 numeral 4.3 on the electronic series), then three
 * letters or digits: F001, B001, FC01, BC01.
 */
export const ZSeriesCode = z
  .string({ error: msg('validation.required') })
  .trim()
  .toUpperCase()
  .regex(/^[FB][A-Z0-9]{3}$/, { error: msg('validation.seriesCode') });

export const ZBillingSeriesCreateBody = z.object({
  companyId: dbId(),
  documentType: z.enum(SALES_DOCUMENT_TYPES, { error: msg('validation.required') }),
  series: ZSeriesCode,
});
export type TBillingSeriesCreateBody = z.infer<typeof ZBillingSeriesCreateBody>;

export const ZBillingSeriesQuery = z.object({
  companyId: dbId().optional(),
  documentType: z.enum(SALES_DOCUMENT_TYPES).optional(),
  /** Only the active ones (the pickers). */
  activeOnly: z.boolean().optional(),
});
export type TBillingSeriesQuery = z.infer<typeof ZBillingSeriesQuery>;

export const ZBillingSeries = z.object({
  id: z.number(),
  companyId: z.number(),
  companyName: z.string(),
  documentType: z.enum(SALES_DOCUMENT_TYPES),
  series: z.string(),
  /** The last number issued; 0 before the first. */
  lastNumber: z.number(),
  isActive: z.boolean(),
});
export type TBillingSeries = z.infer<typeof ZBillingSeries>;
export const ZBillingSeriesList = z.array(ZBillingSeries);

export const ZBillingSeriesActiveBody = z.object({ id: ZId, isActive: z.boolean() });
export type TBillingSeriesActiveBody = z.infer<typeof ZBillingSeriesActiveBody>;

// ---------------------------------------------------------------------------------------------
// Settings

export const ZBillingClientSettingsBody = z.object({
  clientId: dbId(),
  grouping: z.enum(BILLING_GROUPINGS, { error: msg('validation.required') }),
  /** The language of the client's printed documents. */
  language: z.enum(LANGUAGES, { error: msg('validation.required') }),
});
export type TBillingClientSettingsBody = z.infer<typeof ZBillingClientSettingsBody>;
export const ZBillingClientSettings = ZBillingClientSettingsBody.extend({
  clientName: z.string(),
  /** From the client record: the due date is the issue date plus these days. */
  paymentTermDays: z.number(),
});
export type TBillingClientSettings = z.infer<typeof ZBillingClientSettings>;
export const ZBillingClientBody = z.object({ clientId: ZId });

/** Banco de la Nación detracción accounts: digits and dashes (e.g. 00-000-123456). */
export const ZDetractionAccount = z
  .string()
  .trim()
  .regex(/^\d[\d-]{6,18}\d$/, { error: msg('validation.detractionAccount') });

export const ZBillingCompanySettingsBody = z.object({
  companyId: dbId(),
  detractionAccount: ZDetractionAccount.nullable(),
});
export type TBillingCompanySettingsBody = z.infer<typeof ZBillingCompanySettingsBody>;
export const ZBillingCompanySettings = ZBillingCompanySettingsBody.extend({ companyName: z.string() });
export type TBillingCompanySettings = z.infer<typeof ZBillingCompanySettings>;
export const ZBillingCompanyBody = z.object({ companyId: ZId });
