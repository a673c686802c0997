import { z } from 'zod';
import { decimalText } from '../../validation/decimal.ts';
import { msg } from '../../validation/message.ts';
import { isRuc } from '../../validation/peru.ts';
import { optionalText, requiredText } from '../../validation/rules.ts';
import { ZId } from '../common.ts';
import { E_DOCUMENT_STATES } from '../e-documents.ts';
import { ZDate } from '../rrhh/fields.ts';

/*
 * The GRE part of a travel order (guía de remisión electrónica transportista, SUNAT type 31): who
 * ships and receives the goods, the remitente's guides it covers, where the transfer starts and ends,
 * the goods and their gross weight. It may be saved incomplete while the trip is planned; what a
 * guide still lacks is answered by `…/despatch/check` as `DESPATCH_MISSING` keys.
 */

/** Catálogo 06 codes a shipper, consignee or payer may carry: RUC, DNI, carné de extranjería, pasaporte, other. */
export const DESPATCH_PARTY_DOCUMENT_TYPES = ['6', '1', '4', '7', '0'] as const;
export type DespatchPartyDocumentType = (typeof DESPATCH_PARTY_DOCUMENT_TYPES)[number];

/** Catálogo 03 units offered for goods lines (UN/ECE rec 20). */
export const DESPATCH_UNIT_CODES = ['KGM', 'TNE', 'NIU', 'ZZ', 'BX', 'BG', 'LTR', 'MTQ'] as const;
export type DespatchUnitCode = (typeof DESPATCH_UNIT_CODES)[number];

/** The gross weight's unit: kilograms or metric tonnes. */
export const DESPATCH_WEIGHT_UNITS = ['KGM', 'TNE'] as const;

/** A GRE series of the carrier: V and three letters or digits (V001). */
export const DESPATCH_SERIES_PATTERN = /^V[A-Z0-9]{3}$/;

/** What a guide may lack, each named so the screen can say it in the reader's language. */
export const DESPATCH_MISSING = [
  'despatchPart',
  'carrierMtcRegistration',
  'carrierAddress',
  'carrierUbigeo',
  'tractorPlate',
  'semitrailerPlate',
  'driverDocument',
  'driverLicence',
  'coDriverDocument',
  'coDriverLicence',
  'shipper',
  'consignee',
  'originUbigeo',
  'originAddress',
  'destinationUbigeo',
  'destinationAddress',
  'goodsLines',
  'grossWeight',
] as const;
export type DespatchMissing = (typeof DESPATCH_MISSING)[number];

const documentNumberOk = (type: DespatchPartyDocumentType, number: string): boolean => {
  if (type === '6') return isRuc(number);
  if (type === '1') return /^\d{8}$/.test(number);
  return /^[A-Z0-9-]{4,15}$/.test(number);
};

export const ZDespatchParty = z
  .object({
    documentType: z.enum(DESPATCH_PARTY_DOCUMENT_TYPES, { error: msg('validation.required') }),
    documentNumber: z
      .string({ error: msg('validation.required') })
      .trim()
      .toUpperCase()
      .min(1, { error: msg('validation.required') })
      .max(15, { error: msg('validation.max', { max: 15 }) }),
    name: requiredText(200),
  })
  .superRefine((party, ctx) => {
    if (!documentNumberOk(party.documentType, party.documentNumber)) {
      const message =
        party.documentType === '6'
          ? msg('validation.ruc')
          : party.documentType === '1'
            ? msg('validation.dni')
            : msg('validation.foreignDocument');
      ctx.addIssue({ code: 'custom', path: ['documentNumber'], message });
    }
  });
export type TDespatchParty = z.infer<typeof ZDespatchParty>;

export const ZDespatchSenderGuide = z.object({
  series: z
    .string({ error: msg('validation.required') })
    .trim()
    .toUpperCase()
    .regex(/^[A-Z0-9]{4}$/, { error: msg('validation.despatchSeries') }),
  number: z
    .number({ error: msg('validation.number') })
    .int({ error: msg('validation.number') })
    .min(1, { error: msg('validation.positive') })
    .max(99_999_999, { error: msg('validation.maxValue', { max: 99_999_999 }) }),
  issuerRuc: z
    .string({ error: msg('validation.required') })
    .trim()
    .refine(isRuc, { error: msg('validation.ruc') }),
});
export type TDespatchSenderGuide = z.infer<typeof ZDespatchSenderGuide>;

const positiveDecimal = (integers: number, scale: number) =>
  decimalText({ integers, scale }).refine((v) => Number(v) > 0, { error: msg('validation.positive') });

export const ZDespatchGoodsLine = z.object({
  description: requiredText(250),
  quantity: positiveDecimal(9, 3),
  unitCode: z.enum(DESPATCH_UNIT_CODES, { error: msg('validation.required') }),
});
export type TDespatchGoodsLine = z.infer<typeof ZDespatchGoodsLine>;

const ubigeo = z
  .string()
  .regex(/^\d{6}$/, { error: msg('validation.ubigeo') })
  .nullable()
  .default(null);

/** What the GRE part form saves. Parties, places and the weight may wait; their format may not. */
export const ZTravelOrderDespatchBody = z.object({
  id: ZId,
  shipper: ZDespatchParty.nullable().default(null),
  consignee: ZDespatchParty.nullable().default(null),
  payer: ZDespatchParty.nullable().default(null),
  senderGuides: z.array(ZDespatchSenderGuide).max(50, { error: msg('validation.max', { max: 50 }) }),
  originUbigeo: ubigeo,
  originAddress: optionalText(200),
  destinationUbigeo: ubigeo,
  destinationAddress: optionalText(200),
  transferStartDate: ZDate,
  goods: z.array(ZDespatchGoodsLine).max(100, { error: msg('validation.max', { max: 100 }) }),
  grossWeight: z
    .union([positiveDecimal(9, 3), z.literal(''), z.null()])
    .optional()
    .transform((v) => v || null),
  weightUnit: z.enum(DESPATCH_WEIGHT_UNITS).default('KGM'),
  observations: optionalText(250),
});
export type TTravelOrderDespatchBody = z.input<typeof ZTravelOrderDespatchBody>;
export type TTravelOrderDespatchBodyParsed = z.infer<typeof ZTravelOrderDespatchBody>;

const ZPartyOut = z.object({
  documentType: z.enum(DESPATCH_PARTY_DOCUMENT_TYPES),
  documentNumber: z.string(),
  name: z.string(),
});

/** The GRE part as stored, or as the trip suggests it (`saved: false`) before anyone saved it. */
export const ZTravelOrderDespatch = z.object({
  travelOrderId: z.number(),
  saved: z.boolean(),
  /** False once the trip is settled or canceled. */
  editable: z.boolean(),
  shipper: ZPartyOut.nullable(),
  consignee: ZPartyOut.nullable(),
  payer: ZPartyOut.nullable(),
  senderGuides: z.array(z.object({ series: z.string(), number: z.number(), issuerRuc: z.string() })),
  originUbigeo: z.string().nullable(),
  originAddress: z.string().nullable(),
  destinationUbigeo: z.string().nullable(),
  destinationAddress: z.string().nullable(),
  transferStartDate: z.string(),
  goods: z.array(
    z.object({ description: z.string(), quantity: z.string(), unitCode: z.enum(DESPATCH_UNIT_CODES) }),
  ),
  grossWeight: z.string().nullable(),
  weightUnit: z.enum(DESPATCH_WEIGHT_UNITS),
  observations: z.string().nullable(),
  updatedAt: z.string().nullable(),
});
export type TTravelOrderDespatch = z.infer<typeof ZTravelOrderDespatch>;

/** Whether the trip could issue its guide now, and if not, what it lacks. */
export const ZTravelOrderDespatchCheck = z.object({
  ok: z.boolean(),
  missing: z.array(z.enum(DESPATCH_MISSING)),
});
export type TTravelOrderDespatchCheck = z.infer<typeof ZTravelOrderDespatchCheck>;

/** The guide a trip issued as it started, and SUNAT's state of it (code and text once answered). */
export const ZTravelOrderGre = z.object({
  series: z.string(),
  number: z.number(),
  /** `V001-00000012`. */
  label: z.string(),
  issuedAt: z.string(),
  state: z.enum(E_DOCUMENT_STATES),
  sunatCode: z.string().nullable(),
  sunatDescription: z.string().nullable(),
});
export type TTravelOrderGre = z.infer<typeof ZTravelOrderGre>;

/** A trip's GRE state in the list: null before the trip issued its guide. */
export const ZTravelOrderGreState = ZTravelOrderGre.shape.state.nullable();
