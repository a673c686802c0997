import { z } from 'zod';
import { decimalText } from '../validation/decimal.ts';
import { msg } from '../validation/message.ts';
import { optionalText, requiredText } from '../validation/rules.ts';
import { STATUS_FILTER } from './clients.ts';
import { dbId, listQuery, listResponse, MAX_ID } from './common.ts';
import { ZDate } from './rrhh/fields.ts';

/** Peruvian plates: three letters or letter-digit-letter, a hyphen and three digits (ABC-123, A1B-234). */
export const PLATE_PATTERN = /^[A-Z][A-Z0-9][A-Z]-\d{3}$/;
export const normalizePlate = (v: string) => v.trim().toUpperCase();
export const ZPlate = z
  .string({ error: msg('validation.required') })
  .transform(normalizePlate)
  .refine((v) => PLATE_PATTERN.test(v), { error: msg('validation.plate') });

export const VEHICLE_DOCUMENT_KINDS = ['soat', 'technical_inspection', 'mtc_certificate'] as const;
export type VehicleDocumentKind = (typeof VEHICLE_DOCUMENT_KINDS)[number];
export const DOCUMENT_EXPIRY_DAYS = 30;

/** A non-negative decimal with up to `scale` decimals as a string (weights, sizes): exact, never a float. */
const decimal = (integers: number, scale: number) => decimalText({ integers, scale });
const optionalDecimal = (integers: number, scale: number) =>
  z
    .union([decimal(integers, scale), z.literal(''), z.null()])
    .optional()
    .transform((v) => v || null);

const count = (max: number) =>
  z
    .number({ error: msg('validation.number') })
    .int({ error: msg('validation.number') })
    .min(0, { error: msg('validation.nonNegative') })
    .max(max, { error: msg('validation.maxValue', { max }) });

/* Brands, models, types */

export const ZVehicleBrandBody = z.object({ name: requiredText(80) });
export const ZVehicleBrandUpdateBody = z.object({ id: dbId(), name: requiredText(80) });
export type TVehicleBrandBody = z.input<typeof ZVehicleBrandBody>;
export const ZVehicleBrand = z.object({
  id: z.number(),
  name: z.string(),
  models: z.number(),
  isActive: z.boolean(),
});
export type TVehicleBrand = z.infer<typeof ZVehicleBrand>;
export const ZVehicleBrandListQuery = listQuery(z.object({ status: z.enum(STATUS_FILTER).optional() }), [
  'name',
  'models',
] as const);
export type TVehicleBrandListQuery = z.input<typeof ZVehicleBrandListQuery>;
export const ZVehicleBrandListResponse = listResponse(ZVehicleBrand);

export const ZVehicleModelBody = z.object({ brandId: dbId(), name: requiredText(80) });
export const ZVehicleModelUpdateBody = z.object({ id: dbId(), brandId: dbId(), name: requiredText(80) });
export type TVehicleModelBody = z.input<typeof ZVehicleModelBody>;
export const ZVehicleModel = z.object({
  id: z.number(),
  brandId: z.number(),
  brandName: z.string(),
  name: z.string(),
  isActive: z.boolean(),
});
export type TVehicleModel = z.infer<typeof ZVehicleModel>;
export const ZVehicleModelListQuery = listQuery(
  z.object({ status: z.enum(STATUS_FILTER).optional(), brandId: dbId().optional() }),
  ['name', 'brandName'] as const,
);
export type TVehicleModelListQuery = z.input<typeof ZVehicleModelListQuery>;
export const ZVehicleModelListResponse = listResponse(ZVehicleModel);
export const ZVehicleModelSelectBody = z.object({ brandId: dbId() });

export const ZVehicleTypeBody = z.object({ name: requiredText(80), defaultAxles: count(12) });
export const ZVehicleTypeUpdateBody = ZVehicleTypeBody.extend({ id: dbId() });
export type TVehicleTypeBody = z.input<typeof ZVehicleTypeBody>;
export const ZVehicleType = z.object({
  id: z.number(),
  name: z.string(),
  defaultAxles: z.number(),
  isActive: z.boolean(),
});
export type TVehicleType = z.infer<typeof ZVehicleType>;
export const ZVehicleTypeListQuery = listQuery(z.object({ status: z.enum(STATUS_FILTER).optional() }), [
  'name',
  'defaultAxles',
] as const);
export type TVehicleTypeListQuery = z.input<typeof ZVehicleTypeListQuery>;
export const ZVehicleTypeListResponse = listResponse(ZVehicleType);

/* Vehicles */

const thisYear = new Date().getUTCFullYear();

const vehicleFields = {
  plate: ZPlate,
  brandId: dbId(),
  modelId: dbId(),
  typeId: dbId(),
  companyId: dbId(),
  year: z
    .number({ error: msg('validation.number') })
    .int({ error: msg('validation.number') })
    .min(1970, { error: msg('validation.minValue', { min: 1970 }) })
    .max(thisYear + 1, { error: msg('validation.maxValue', { max: thisYear + 1 }) }),
  odometerKm: count(5_000_000),
  capacityM3: optionalDecimal(6, 2),
  capacityTons: optionalDecimal(6, 2),
  tareKg: decimal(7, 2),
  payloadKg: decimal(7, 2),
  grossKg: decimal(7, 2),
  lengthM: optionalDecimal(3, 2),
  widthM: optionalDecimal(3, 2),
  heightM: optionalDecimal(3, 2),
  axles: count(12).refine((v) => v >= 1, { error: msg('validation.minValue', { min: 1 }) }),
  notes: optionalText(500),
};

/** The gross vehicle weight includes the tare: a gross below the tare is a typing error. */
const refineWeights = (v: { tareKg?: string; grossKg?: string }, ctx: z.RefinementCtx) => {
  if (typeof v.tareKg !== 'string' || typeof v.grossKg !== 'string') return;
  if (Number(v.grossKg) < Number(v.tareKg)) {
    ctx.addIssue({ code: 'custom', path: ['grossKg'], message: msg('validation.grossBelowTare') });
  }
};

export const ZVehicleCreateBody = z.object(vehicleFields).superRefine(refineWeights);
export type TVehicleCreateBody = z.input<typeof ZVehicleCreateBody>;
export const ZVehicleUpdateBody = z.object({ id: dbId(), ...vehicleFields }).superRefine(refineWeights);
export type TVehicleUpdateBody = z.input<typeof ZVehicleUpdateBody>;

export const ZVehicleDocument = z.object({
  id: z.number(),
  kind: z.enum(VEHICLE_DOCUMENT_KINDS),
  number: z.string(),
  issueDate: z.string(),
  expiryDate: z.string(),
  fileName: z.string().nullable(),
  mimeType: z.string().nullable(),
  size: z.number().nullable(),
  uploadedAt: z.string(),
});
export type TVehicleDocument = z.infer<typeof ZVehicleDocument>;

export const ZVehicle = z.object({
  id: z.number(),
  plate: z.string(),
  brandId: z.number(),
  brandName: z.string(),
  modelId: z.number(),
  modelName: z.string(),
  typeId: z.number(),
  typeName: z.string(),
  companyId: z.number(),
  companyName: z.string(),
  year: z.number(),
  odometerKm: z.number(),
  capacityM3: z.string().nullable(),
  capacityTons: z.string().nullable(),
  tareKg: z.string(),
  payloadKg: z.string(),
  grossKg: z.string(),
  lengthM: z.string().nullable(),
  widthM: z.string().nullable(),
  heightM: z.string().nullable(),
  axles: z.number(),
  notes: z.string().nullable(),
  isActive: z.boolean(),
  documents: z.array(ZVehicleDocument),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type TVehicle = z.infer<typeof ZVehicle>;

export const ZVehicleSummary = z.object({
  id: z.number(),
  plate: z.string(),
  brandName: z.string(),
  modelName: z.string(),
  typeName: z.string(),
  companyName: z.string(),
  year: z.number(),
  axles: z.number(),
  odometerKm: z.number(),
  payloadKg: z.string(),
  /** The earliest expiry among the documents on file, and how many of the three kinds are missing. */
  nextExpiry: z.string().nullable(),
  nextExpiryKind: z.enum(VEHICLE_DOCUMENT_KINDS).nullable(),
  missingDocuments: z.number(),
  isActive: z.boolean(),
});
export type TVehicleSummary = z.infer<typeof ZVehicleSummary>;

export const VEHICLE_SORTABLE = [
  'plate',
  'brandName',
  'typeName',
  'year',
  'odometerKm',
  'nextExpiry',
] as const;
export const ZVehicleListQuery = listQuery(
  z.object({
    status: z.enum(STATUS_FILTER).optional(),
    brandId: dbId().optional(),
    typeId: dbId().optional(),
    companyId: dbId().optional(),
    /** Vehicles with a document already expired or expiring within 30 days (DOCUMENT_EXPIRY_DAYS). */
    documentsExpiring: z.boolean().optional(),
  }),
  VEHICLE_SORTABLE,
);
export type TVehicleListQuery = z.input<typeof ZVehicleListQuery>;
export const ZVehicleListResponse = listResponse(ZVehicleSummary);
export type TVehicleListResponse = z.infer<typeof ZVehicleListResponse>;

export const ZVehicleSelectBody = z.object({ typeId: dbId().optional() });

/** The text fields of a vehicle document upload (multipart; they come before the file part). */
export const ZVehicleDocumentFields = z
  .object({
    vehicle_id: z.coerce
      .number({ error: msg('validation.required') })
      .int()
      .positive({ error: msg('validation.required') })
      .max(MAX_ID, { error: msg('validation.invalid') }),
    kind: z.enum(VEHICLE_DOCUMENT_KINDS, { error: msg('validation.required') }),
    number: requiredText(40),
    issue_date: ZDate,
    expiry_date: ZDate,
  })
  .superRefine((v, ctx) => {
    if (
      typeof v.issue_date === 'string' &&
      typeof v.expiry_date === 'string' &&
      v.expiry_date < v.issue_date
    ) {
      ctx.addIssue({ code: 'custom', path: ['expiry_date'], message: msg('validation.endBeforeStart') });
    }
  });
export type TVehicleDocumentFields = z.infer<typeof ZVehicleDocumentFields>;
export const ZVehicleDocumentIdBody = z.object({ document_id: dbId() });
