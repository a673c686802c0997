import { z } from 'zod';
import { DOCUMENT_ORDER_STATES } from '../../catalog/state-machines.ts';
import { msg } from '../../validation/message.ts';
import { optionalText, requiredText, trackingNumber } from '../../validation/rules.ts';
import { dbId, listQuery, listResponse } from '../common.ts';
import { ZDate } from '../rrhh/fields.ts';

/** The papers a trip carries: the carrier's remission guide, the client's guide, the invoice and the delivery receipt. */
export const SHIPMENT_DOCUMENT_KINDS = [
  'carrier_guide',
  'client_guide',
  'invoice',
  'delivery_receipt',
] as const;
export type ShipmentDocumentKind = (typeof SHIPMENT_DOCUMENT_KINDS)[number];

/** A SUNAT electronic remission guide series: a letter and three letters or digits (`T001`, `EG07`). */
export const CARRIER_GUIDE_SERIES_RE = /^[A-Z][A-Z0-9]{3}$/;
/** The correlative: up to 8 digits. */
export const CARRIER_GUIDE_NUMBER_RE = /^\d{1,8}$/;

export const ZDocumentOrderCreateBody = z.object({
  travelOrderId: dbId(),
  trackingNumber: z
    .string({ error: msg('validation.trackingNumber') })
    .trim()
    .toUpperCase()
    .pipe(trackingNumber()),
  observations: optionalText(500).optional().nullable(),
});
export type TDocumentOrderCreateBody = z.infer<typeof ZDocumentOrderCreateBody>;
export type TDocumentOrderCreateInput = z.input<typeof ZDocumentOrderCreateBody>;

export const ZDocumentOrderStateBody = z.object({
  id: dbId(),
  to: z.enum(DOCUMENT_ORDER_STATES, { error: msg('validation.required') }),
});
export type TDocumentOrderStateBody = z.infer<typeof ZDocumentOrderStateBody>;

const documentFields = z.object({
  documentOrderId: dbId(),
  kind: z.enum(SHIPMENT_DOCUMENT_KINDS, { error: msg('validation.required') }),
  series: z
    .string()
    .trim()
    .toUpperCase()
    .max(4, { error: msg('validation.max', { max: 4 }) })
    .optional()
    .nullable()
    .transform((v) => (v ? v : null)),
  number: requiredText(20),
  issueDate: ZDate,
});

/** A carrier's guide needs its series (`T001`) and a number of up to 8 digits; the others, a number. */
export const ZShipmentDocumentBody = documentFields.superRefine((v, ctx) => {
  if (v.kind !== 'carrier_guide') return;
  if (!v.series) ctx.addIssue({ code: 'custom', path: ['series'], message: msg('validation.required') });
  else if (!CARRIER_GUIDE_SERIES_RE.test(v.series))
    ctx.addIssue({ code: 'custom', path: ['series'], message: msg('validation.length', { length: 4 }) });
  if (!CARRIER_GUIDE_NUMBER_RE.test(v.number))
    ctx.addIssue({ code: 'custom', path: ['number'], message: msg('validation.max', { max: 8 }) });
});
export type TShipmentDocumentBody = z.infer<typeof ZShipmentDocumentBody>;
export type TShipmentDocumentInput = z.input<typeof ZShipmentDocumentBody>;

export const ZShipmentDocument = z.object({
  id: z.number(),
  kind: z.enum(SHIPMENT_DOCUMENT_KINDS),
  series: z.string().nullable(),
  number: z.string(),
  issueDate: z.string(),
});

export const ZDocumentOrderScan = z.object({
  id: z.number(),
  name: z.string(),
  mimeType: z.string(),
  size: z.number(),
  uploadedAt: z.string(),
});

export const ZDocumentOrder = z.object({
  id: z.number(),
  travelOrderId: z.number(),
  travelOrderCode: z.string(),
  serviceOrderCode: z.string(),
  clientId: z.number(),
  clientName: z.string(),
  vehiclePlate: z.string(),
  driverName: z.string(),
  trackingNumber: z.string(),
  state: z.enum(DOCUMENT_ORDER_STATES),
  observations: z.string().nullable(),
  documentCount: z.number(),
  receivedAt: z.string(),
  deliveredAt: z.string().nullable(),
});
export type TDocumentOrder = z.infer<typeof ZDocumentOrder>;

export const ZDocumentOrderDetail = ZDocumentOrder.extend({
  documents: z.array(ZShipmentDocument),
  scans: z.array(ZDocumentOrderScan),
});
export type TDocumentOrderDetail = z.infer<typeof ZDocumentOrderDetail>;

export const DOCUMENT_ORDER_SORTABLE = [
  'trackingNumber',
  'travelOrderCode',
  'clientName',
  'state',
  'receivedAt',
] as const;

/** Filters shared by both operations grids: a client, a vehicle, a driver, a date range. */
export const operationsFilters = {
  clientId: dbId().optional(),
  vehicleId: dbId().optional(),
  driverId: dbId().optional(),
  from: ZDate.optional(),
  to: ZDate.optional(),
};

export const ZDocumentOrderListQuery = listQuery(
  z.object({ state: z.enum(DOCUMENT_ORDER_STATES).optional(), ...operationsFilters }),
  DOCUMENT_ORDER_SORTABLE,
);
export type TDocumentOrderListQuery = z.input<typeof ZDocumentOrderListQuery>;
export const ZDocumentOrderListResponse = listResponse(ZDocumentOrder);
export type TDocumentOrderListResponse = z.infer<typeof ZDocumentOrderListResponse>;

/** A trip that may still get its document order (the picker of the create form). */
export const ZDocumentOrderTripOption = z.object({ id: z.number(), name: z.string() });
export const ZDocumentOrderTripOptions = z.array(ZDocumentOrderTripOption);

/** The multipart fields of a scan upload. */
export const ZDocumentOrderScanFields = z.object({ document_order_id: z.coerce.number().pipe(dbId()) });
