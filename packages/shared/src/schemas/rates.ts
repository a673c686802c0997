import { z } from 'zod';
import { CURRENCIES } from '../catalog/rrhh.ts';
import { msg } from '../validation/message.ts';
import { optionalText } from '../validation/rules.ts';
import { dbId, listQuery, listResponse, ZId } from './common.ts';
import { ZFare } from './route-tolls.ts';
import { ZDate } from './rrhh/fields.ts';

/**
 * Rates: what a client pays for a trip on a travel route with a vehicle type, in PEN or USD, between
 * two dates (`validTo` null: until further notice). The web validates its form with these schemas.
 */

export const RATE_STATUSES = ['active', 'inactive'] as const;
export type RateStatus = (typeof RATE_STATUSES)[number];

const requiredId = () =>
  z
    .number({ error: msg('validation.required') })
    .int()
    .positive({ error: msg('validation.required') })
    .max(2_147_483_647, { error: msg('validation.invalid') });

const rateFields = {
  clientId: requiredId(),
  routeId: requiredId(),
  vehicleTypeId: requiredId(),
  currency: z.enum(CURRENCIES, { error: msg('validation.required') }),
  amount: ZFare,
  validFrom: ZDate,
  validTo: z
    .union([z.literal(''), ZDate])
    .nullish()
    .transform((v) => v || null),
  notes: optionalText(255),
};

const validToAfterFrom = (v: { validFrom: string; validTo: string | null }, ctx: z.RefinementCtx) => {
  if (v.validTo !== null && v.validTo < v.validFrom) {
    ctx.addIssue({ code: 'custom', path: ['validTo'], message: msg('validation.validToBeforeFrom') });
  }
};

export const ZRateCreateBody = z.object(rateFields).superRefine(validToAfterFrom);
export type TRateCreateBody = z.infer<typeof ZRateCreateBody>;
export type TRateCreateInput = z.input<typeof ZRateCreateBody>;
export const ZRateUpdateBody = z.object({ id: ZId, ...rateFields }).superRefine(validToAfterFrom);
export type TRateUpdateBody = z.infer<typeof ZRateUpdateBody>;

export const ZRate = z.object({
  id: z.number(),
  clientId: z.number(),
  clientName: z.string(),
  routeId: z.number(),
  routeName: z.string(),
  vehicleTypeId: z.number(),
  vehicleTypeName: z.string(),
  currency: z.enum(CURRENCIES),
  amount: z.string(),
  validFrom: z.string(),
  validTo: z.string().nullable(),
  status: z.enum(RATE_STATUSES),
  notes: z.string().nullable(),
  createdByName: z.string().nullable(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type TRate = z.infer<typeof ZRate>;

export const RATE_SORTABLE = [
  'client',
  'route',
  'vehicleType',
  'amount',
  'validFrom',
  'validTo',
  'createdAt',
] as const;
export const ZRateListQuery = listQuery(
  z.object({
    clientId: dbId().optional(),
    routeId: dbId().optional(),
    vehicleTypeId: dbId().optional(),
    currency: z.enum(CURRENCIES).optional(),
    status: z.enum(RATE_STATUSES).optional(),
    /** Only the rates whose validity covers this day. */
    inForceOn: ZDate.optional(),
  }),
  RATE_SORTABLE,
);
export type TRateListQuery = z.input<typeof ZRateListQuery>;
export type TRateFilters = NonNullable<TRateListQuery['filters']>;
export const ZRateListResponse = listResponse(ZRate);
export type TRateListResponse = z.infer<typeof ZRateListResponse>;

/** The pickers of orders: the active rates of a client, optionally of one route. */
export const ZRateSelectBody = z.object({ clientId: dbId().optional(), routeId: dbId().optional() });
export type TRateSelectBody = z.infer<typeof ZRateSelectBody>;

export const ZRateInForceBody = z.object({
  clientId: dbId(),
  routeId: dbId(),
  vehicleTypeId: dbId(),
  date: ZDate,
});
export type TRateInForceBody = z.infer<typeof ZRateInForceBody>;
