import { z } from 'zod';
import { msg } from '../../validation/message.ts';
import { optionalText, requiredText } from '../../validation/rules.ts';
import { dbId, listQuery, listResponse } from '../common.ts';
import { ZPositiveMoney } from '../requests/request-fields.ts';
import { ZDate } from '../rrhh/fields.ts';
import { operationsFilters } from './document-orders.ts';
import {
  EXPENSE_NATURES,
  NATURES_OF_CONCEPT,
  RECEIPT_DOC_TYPES,
  receiptDocumentIssues,
} from './receipt-document.ts';
import { SETTLEMENT_CONCEPTS } from './settlement-balance.ts';

/** `none`: the finished trip has no line yet; `open`: lines are being entered; `closed`: locked. */
export const SETTLEMENT_STATES = ['none', 'open', 'closed'] as const;
export type SettlementState = (typeof SETTLEMENT_STATES)[number];

export const ZSettlementTripBody = z.object({ travelOrderId: dbId() });
export type TSettlementTripBody = z.infer<typeof ZSettlementTripBody>;

const ZOptionalMoney = z
  .union([z.string(), z.number()])
  .transform((v) => String(v).trim())
  .nullish()
  .transform((v) => (v === '' || v === undefined || v === null ? null : v));

/**
 * One expense with its source document (SUNAT table 10 type, series, number, supplier RUC; base and
 * IGV for a factura). The document rules are `receiptDocumentIssues`, which the web form runs too.
 * The series is kept upper-case; the nature defaults to the concept's first.
 */
export const ZSettlementLineBody = z
  .object({
    travelOrderId: dbId(),
    concept: z.enum(SETTLEMENT_CONCEPTS, { error: msg('validation.required') }),
    nature: z.enum(EXPENSE_NATURES).nullish(),
    date: ZDate,
    description: requiredText(200),
    receiptNumber: optionalText(30),
    amount: ZPositiveMoney,
    docType: z.enum(RECEIPT_DOC_TYPES, { error: msg('validation.required') }),
    docSeries: optionalText(20),
    docNumber: optionalText(8),
    supplierRuc: optionalText(11),
    base: ZOptionalMoney,
    igv: ZOptionalMoney,
  })
  .superRefine((line, ctx) => {
    for (const issue of receiptDocumentIssues(line))
      ctx.addIssue({ code: 'custom', path: [issue.field], message: issue.message });
  })
  .transform((line) => {
    const factura = line.docType === '01';
    const igv = factura && line.igv ? Number(line.igv).toFixed(2) : '0.00';
    return {
      ...line,
      nature: line.nature ?? NATURES_OF_CONCEPT[line.concept][0] ?? 'other',
      docSeries: line.docSeries?.toUpperCase() ?? null,
      igv,
      // Only a factura separates its base: any other receipt's base is what was paid.
      base: factura && line.base ? Number(line.base).toFixed(2) : line.amount,
    };
  });
export type TSettlementLineBody = z.infer<typeof ZSettlementLineBody>;
export type TSettlementLineInput = z.input<typeof ZSettlementLineBody>;

const ZAmounts = z.object({ viatics: z.string(), tolls: z.string(), fuel: z.string(), other: z.string() });

export const ZSettlementLine = z.object({
  id: z.number(),
  concept: z.enum(SETTLEMENT_CONCEPTS),
  date: z.string(),
  description: z.string(),
  receiptNumber: z.string().nullable(),
  amount: z.string(),
  nature: z.enum(EXPENSE_NATURES),
  docType: z.enum(RECEIPT_DOC_TYPES),
  docSeries: z.string().nullable(),
  docNumber: z.string().nullable(),
  supplierRuc: z.string().nullable(),
  base: z.string(),
  igv: z.string(),
  /** How many receipt scans the line holds. */
  scanCount: z.number(),
});
export type TSettlementLine = z.infer<typeof ZSettlementLine>;

/** A scan (PDF or photo) of one settlement line's receipt. */
export const ZSettlementLineScan = z.object({
  id: z.number(),
  lineId: z.number(),
  name: z.string(),
  mimeType: z.string(),
  size: z.number(),
  uploadedAt: z.string(),
});
export type TSettlementLineScan = z.infer<typeof ZSettlementLineScan>;

/** `line-scan/list`: the scans of one line. */
export const ZSettlementLineScanListBody = z.object({ lineId: dbId() });
export type TSettlementLineScanListBody = z.infer<typeof ZSettlementLineScanListBody>;

/** What every line-scan write and the list answer: the line's scans, oldest first. */
export const ZSettlementLineScans = z.object({ lineId: z.number(), scans: z.array(ZSettlementLineScan) });
export type TSettlementLineScans = z.infer<typeof ZSettlementLineScans>;

/** The text field of a `line-scan/upload` (multipart): `lineId` comes before the file part. */
export const ZSettlementLineScanFields = z.object({ lineId: z.coerce.number().pipe(dbId()) });

/** One finished trip in the grid, with or without a settlement yet. */
export const ZSettlementRow = z.object({
  travelOrderId: z.number(),
  travelOrderCode: z.string(),
  clientId: z.number(),
  clientName: z.string(),
  vehiclePlate: z.string(),
  driverName: z.string(),
  finishedAt: z.string().nullable(),
  state: z.enum(SETTLEMENT_STATES),
  advanced: z.string(),
  spent: z.string(),
  balance: z.string(),
  closedAt: z.string().nullable(),
});
export type TSettlementRow = z.infer<typeof ZSettlementRow>;

export const ZSettlement = ZSettlementRow.extend({
  /** What was advanced per concept: live while open, frozen when closed. */
  advancedByConcept: ZAmounts,
  lines: z.array(ZSettlementLine),
  closedByName: z.string().nullable(),
});
export type TSettlement = z.infer<typeof ZSettlement>;

export const SETTLEMENT_SORTABLE = [
  'travelOrderCode',
  'clientName',
  'finishedAt',
  'state',
  'balance',
] as const;

export const ZSettlementListQuery = listQuery(
  z.object({ state: z.enum(SETTLEMENT_STATES).optional(), ...operationsFilters }),
  SETTLEMENT_SORTABLE,
);
export type TSettlementListQuery = z.input<typeof ZSettlementListQuery>;
export const ZSettlementListResponse = listResponse(ZSettlementRow);
export type TSettlementListResponse = z.infer<typeof ZSettlementListResponse>;
