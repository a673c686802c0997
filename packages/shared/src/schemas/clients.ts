import { z } from 'zod';
import { CURRENCIES } from '../catalog/rrhh.ts';
import { moneyText } from '../validation/decimal.ts';
import { msg } from '../validation/message.ts';
import { isDni, isRuc } from '../validation/peru.ts';
import { email, optionalText, requiredText } from '../validation/rules.ts';
import { dbId, listQuery, listResponse } from './common.ts';
import { ZUbigeo } from './rrhh/fields.ts';

export const CLIENT_DOCUMENT_TYPES = ['RUC', 'DNI'] as const;
export type ClientDocumentType = (typeof CLIENT_DOCUMENT_TYPES)[number];
export const STATUS_FILTER = ['active', 'inactive', 'all'] as const;

/** A non-negative amount with up to two decimals, as a string: never a binary float. */
export const ZAmount = moneyText(10);

const latitude = z
  .number({ error: msg('validation.number') })
  .min(-90)
  .max(90)
  .nullish();
const longitude = z
  .number({ error: msg('validation.number') })
  .min(-180)
  .max(180)
  .nullish();

/** `id` names a point already on file: an edit keeps it (orders may point at it); others are new. */
export const ZDeliveryPointInput = z.object({
  id: dbId().optional(),
  name: requiredText(120),
  address: requiredText(200),
  ubigeo: ZUbigeo,
  contactName: optionalText(120),
  contactPhone: optionalText(30),
  latitude: latitude.transform((v) => v ?? null),
  longitude: longitude.transform((v) => v ?? null),
});
export type TDeliveryPointInput = z.input<typeof ZDeliveryPointInput>;

export const ZClientAddressInput = z.object({
  id: dbId().optional(),
  ubigeo: ZUbigeo,
  address: requiredText(200),
  reference: optionalText(200),
  deliveryPoints: z.array(ZDeliveryPointInput).max(50).default([]),
});
export type TClientAddressInput = z.input<typeof ZClientAddressInput>;

export const ZClientContactInput = z.object({
  name: requiredText(120),
  role: optionalText(80),
  phone: optionalText(30),
  email: z
    .union([email(), z.literal('')])
    .nullish()
    .transform((v) => v || null),
});
export type TClientContactInput = z.input<typeof ZClientContactInput>;

const clientFields = {
  documentType: z.enum(CLIENT_DOCUMENT_TYPES, { error: msg('validation.required') }),
  documentNumber: requiredText(11),
  legalName: requiredText(200),
  tradeName: optionalText(200),
  paymentTermDays: z
    .number({ error: msg('validation.number') })
    .int({ error: msg('validation.number') })
    .min(0, { error: msg('validation.minValue', { min: 0 }) })
    .max(365, { error: msg('validation.maxValue', { max: 365 }) }),
  currency: z.enum(CURRENCIES, { error: msg('validation.required') }),
  creditLimit: ZAmount,
  addresses: z.array(ZClientAddressInput).max(20).default([]),
  contacts: z.array(ZClientContactInput).max(20).default([]),
};

/** A RUC must carry its check digit; a DNI has eight digits. */
const refineDocument = (
  v: { documentType?: ClientDocumentType; documentNumber?: string },
  ctx: z.RefinementCtx,
) => {
  if (typeof v.documentNumber !== 'string' || !v.documentType) return;
  const ok = v.documentType === 'RUC' ? isRuc(v.documentNumber) : isDni(v.documentNumber);
  if (!ok) {
    ctx.addIssue({
      code: 'custom',
      path: ['documentNumber'],
      message: msg(v.documentType === 'RUC' ? 'validation.ruc' : 'validation.dni'),
    });
  }
};

export const ZClientCreateBody = z.object(clientFields).superRefine(refineDocument);
export type TClientCreateBody = z.input<typeof ZClientCreateBody>;
export const ZClientUpdateBody = z.object({ id: dbId(), ...clientFields }).superRefine(refineDocument);
export type TClientUpdateBody = z.input<typeof ZClientUpdateBody>;

export const ZDeliveryPoint = z.object({
  id: z.number(),
  name: z.string(),
  address: z.string(),
  ubigeo: z.string(),
  districtName: z.string().nullable(),
  contactName: z.string().nullable(),
  contactPhone: z.string().nullable(),
  latitude: z.number().nullable(),
  longitude: z.number().nullable(),
});
export type TDeliveryPoint = z.infer<typeof ZDeliveryPoint>;

export const ZClient = z.object({
  id: z.number(),
  documentType: z.enum(CLIENT_DOCUMENT_TYPES),
  documentNumber: z.string(),
  legalName: z.string(),
  tradeName: z.string().nullable(),
  paymentTermDays: z.number(),
  currency: z.enum(CURRENCIES),
  creditLimit: z.string(),
  isActive: z.boolean(),
  addresses: z.array(
    z.object({
      id: z.number(),
      ubigeo: z.string(),
      districtName: z.string().nullable(),
      address: z.string(),
      reference: z.string().nullable(),
      deliveryPoints: z.array(ZDeliveryPoint),
    }),
  ),
  contacts: z.array(
    z.object({
      id: z.number(),
      name: z.string(),
      role: z.string().nullable(),
      phone: z.string().nullable(),
      email: z.string().nullable(),
    }),
  ),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type TClient = z.infer<typeof ZClient>;

export const ZClientSummary = z.object({
  id: z.number(),
  documentType: z.enum(CLIENT_DOCUMENT_TYPES),
  documentNumber: z.string(),
  legalName: z.string(),
  tradeName: z.string().nullable(),
  paymentTermDays: z.number(),
  currency: z.enum(CURRENCIES),
  creditLimit: z.string(),
  deliveryPoints: z.number(),
  mainContact: z.string().nullable(),
  isActive: z.boolean(),
  createdAt: z.string(),
});
export type TClientSummary = z.infer<typeof ZClientSummary>;

export const CLIENT_SORTABLE = [
  'legalName',
  'tradeName',
  'documentNumber',
  'paymentTermDays',
  'creditLimit',
  'createdAt',
] as const;
export const ZClientListQuery = listQuery(
  z.object({
    status: z.enum(STATUS_FILTER).optional(),
    currency: z.enum(CURRENCIES).optional(),
    documentType: z.enum(CLIENT_DOCUMENT_TYPES).optional(),
  }),
  CLIENT_SORTABLE,
);
export type TClientListQuery = z.input<typeof ZClientListQuery>;
export const ZClientListResponse = listResponse(ZClientSummary);
export type TClientListResponse = z.infer<typeof ZClientListResponse>;

export const ZClientIdBody = z.object({ clientId: dbId() });
export const ZDeliveryPointOption = z.object({
  id: z.number(),
  name: z.string(),
  address: z.string(),
  ubigeo: z.string(),
});
export type TDeliveryPointOption = z.infer<typeof ZDeliveryPointOption>;
