import { z } from 'zod';
import { msg } from '../validation/message.ts';
import { optionalText, requiredText } from '../validation/rules.ts';
import { dbId, listQuery, listResponse, ZId } from './common.ts';
import { ZAxles, ZTollOption } from './route-tolls.ts';
import { ZDate, ZUbigeo } from './rrhh/fields.ts';
import { quantity, requiredId, ZDepartmentCode, ZStatus } from './travel-route-fields.ts';

/**
 * Operations master data of section 29 (travel routes): route codes and travel routes here, zones in
 * route-zones.ts, toll booths with their fares and toll groups in route-tolls.ts. The web validates its forms with these same schemas.
 */

/* ───────────── route codes ───────────── */

export const ZRouteCodeValue = z
  .string({ error: msg('validation.required') })
  .trim()
  .toUpperCase()
  .min(1, { error: msg('validation.required') })
  .max(20, { error: msg('validation.max', { max: 20 }) })
  .regex(/^[A-Z0-9]+(-[A-Z0-9]+)*$/, { error: msg('validation.routeCode') });

const routeCodeFields = { code: ZRouteCodeValue, description: requiredText(160) };
export const ZRouteCodeRegisterBody = z.object(routeCodeFields);
export type TRouteCodeRegisterBody = z.infer<typeof ZRouteCodeRegisterBody>;
export const ZRouteCodeUpdateBody = z.object({ id: ZId, ...routeCodeFields });
export type TRouteCodeUpdateBody = z.infer<typeof ZRouteCodeUpdateBody>;

export const ZRouteCodeEdit = z.object({
  id: z.number(),
  code: z.string(),
  description: z.string(),
  isActive: z.boolean(),
  routeName: z.string().nullable(),
});
export type TRouteCodeEdit = z.infer<typeof ZRouteCodeEdit>;

export const ROUTE_CODE_SORTABLE = ['code', 'description', 'createdAt'] as const;
export const ZRouteCodeListQuery = listQuery(
  z.object({ status: ZStatus.optional(), used: z.enum(['used', 'free']).optional() }),
  ROUTE_CODE_SORTABLE,
);
export type TRouteCodeListQuery = z.input<typeof ZRouteCodeListQuery>;
export const ZRouteCodeListItem = ZRouteCodeEdit.extend({ createdAt: z.string() });
export type TRouteCodeListItem = z.infer<typeof ZRouteCodeListItem>;
export const ZRouteCodeListResponse = listResponse(ZRouteCodeListItem);
export type TRouteCodeListResponse = z.infer<typeof ZRouteCodeListResponse>;

/* ───────────── travel routes ───────────── */

const travelRouteFields = {
  routeCodeId: requiredId(),
  originCode: ZUbigeo,
  destinationCode: ZUbigeo,
  distanceKm: quantity(10_000).refine((v) => v > 0, { error: msg('validation.positive') }),
  expectedHours: quantity(500).refine((v) => v > 0, { error: msg('validation.positive') }),
  notes: optionalText(255),
  zoneIds: z
    .array(dbId())
    .max(50)
    .refine((ids) => new Set(ids).size === ids.length, { error: msg('validation.repeated') })
    .default([]),
  tollIds: z
    .array(dbId())
    .max(100)
    .refine((ids) => new Set(ids).size === ids.length, { error: msg('validation.repeated') })
    .default([]),
};
const originNotDestination = (v: { originCode: string; destinationCode: string }, ctx: z.RefinementCtx) => {
  if (v.originCode === v.destinationCode) {
    ctx.addIssue({ code: 'custom', path: ['destinationCode'], message: msg('validation.sameAsOrigin') });
  }
};
export const ZTravelRouteRegisterBody = z.object(travelRouteFields).superRefine(originNotDestination);
export type TTravelRouteRegisterBody = z.infer<typeof ZTravelRouteRegisterBody>;
export const ZTravelRouteUpdateBody = z
  .object({ id: ZId, ...travelRouteFields })
  .superRefine(originNotDestination);
export type TTravelRouteUpdateBody = z.infer<typeof ZTravelRouteUpdateBody>;

export const ZUbigeoPlace = z.object({
  districtCode: z.string(),
  provinceCode: z.string(),
  departmentCode: z.string(),
  name: z.string(),
});
export type TUbigeoPlace = z.infer<typeof ZUbigeoPlace>;

export const ZTravelRouteEdit = z.object({
  id: z.number(),
  routeCodeId: z.number(),
  code: z.string(),
  origin: ZUbigeoPlace,
  destination: ZUbigeoPlace,
  distanceKm: z.number(),
  expectedHours: z.number(),
  notes: z.string().nullable(),
  isActive: z.boolean(),
  zones: z.array(z.object({ id: z.number(), name: z.string() })),
  tolls: z.array(ZTollOption),
});
export type TTravelRouteEdit = z.infer<typeof ZTravelRouteEdit>;

export const TRAVEL_ROUTE_SORTABLE = [
  'code',
  'origin',
  'destination',
  'distanceKm',
  'expectedHours',
  'createdAt',
] as const;
export const ZTravelRouteListQuery = listQuery(
  z.object({
    status: ZStatus.optional(),
    zoneId: dbId().optional(),
    tollId: dbId().optional(),
    originDepartment: ZDepartmentCode.optional(),
  }),
  TRAVEL_ROUTE_SORTABLE,
);
export type TTravelRouteListQuery = z.input<typeof ZTravelRouteListQuery>;
export const ZTravelRouteListItem = z.object({
  id: z.number(),
  code: z.string(),
  origin: z.string(),
  destination: z.string(),
  distanceKm: z.number(),
  expectedHours: z.number(),
  zones: z.string(),
  tollCount: z.number(),
  isActive: z.boolean(),
  createdAt: z.string(),
});
export type TTravelRouteListItem = z.infer<typeof ZTravelRouteListItem>;
export const ZTravelRouteListResponse = listResponse(ZTravelRouteListItem);
export type TTravelRouteListResponse = z.infer<typeof ZTravelRouteListResponse>;

export const ZTollCostBody = z.object({ routeId: ZId, axles: ZAxles, date: ZDate });
export type TTollCostBody = z.infer<typeof ZTollCostBody>;
export const ZTollCost = z.object({
  routeId: z.number(),
  axles: z.number(),
  date: z.string(),
  currency: z.literal('PEN'),
  /** The sum of the fares found; incomplete when `missing` is not empty. */
  total: z.string(),
  complete: z.boolean(),
  lines: z.array(
    z.object({
      tollId: z.number(),
      name: z.string(),
      road: z.string(),
      amount: z.string().nullable(),
      validFrom: z.string().nullable(),
      validTo: z.string().nullable(),
    }),
  ),
  missing: z.array(z.object({ tollId: z.number(), name: z.string() })),
});
export type TTollCost = z.infer<typeof ZTollCost>;

export const ZTravelRouteOption = z.object({ id: z.number(), name: z.string() });
