import { z } from 'zod';
import { msg } from '../validation/message.ts';
import { optionalText, requiredText } from '../validation/rules.ts';
import { dbId, listQuery, listResponse, ZId } from './common.ts';
import { ZDate, ZUbigeo } from './rrhh/fields.ts';

/**
 * Operations master data of section 29 (travel routes): zones, toll booths with their fares, toll
 * groups, route codes and travel routes. The web validates its forms with these same schemas.
 */

const ZStatus = z.enum(['active', 'inactive']);
const ZDepartmentCode = z.string().regex(/^\d{2}$/, { error: msg('validation.invalid') });
const ZProvinceCode = z.string().regex(/^\d{4}$/, { error: msg('validation.invalid') });
const requiredId = () =>
  z
    .number({ error: msg('validation.required') })
    .int()
    .positive({ error: msg('validation.required') })
    .max(2_147_483_647, { error: msg('validation.invalid') });

/** Money above zero, as a decimal string with up to two decimals (never a binary float). */
export const ZFare = z
  .union([z.string(), z.number()], { error: msg('validation.required') })
  .transform((v) => String(v).trim())
  .refine((v) => /^\d{1,9}(\.\d{1,2})?$/.test(v), { error: msg('validation.moneyFormat') })
  .refine((v) => Number(v) > 0, { error: msg('validation.amountPositive') });

/** A non-negative quantity with one decimal at most (kilometres, hours). */
const quantity = (max: number) =>
  z
    // An empty field is "required", a text where a number belongs "must be a number".
    .number({ error: (issue) => msg(issue.input == null ? 'validation.required' : 'validation.number') })
    .min(0, { error: msg('validation.minValue', { min: 0 }) })
    .max(max, { error: msg('validation.maxValue', { max }) })
    .refine((v) => Math.round(v * 10) === v * 10, { error: msg('validation.oneDecimal') });

/** Peruvian tolls charge heavy vehicles by axle count; the company's trucks run 2 to 9 axles. */
export const MIN_AXLES = 2;
export const MAX_AXLES = 9;
export const ZAxles = z
  .number({ error: msg('validation.number') })
  .int({ error: msg('validation.number') })
  .min(MIN_AXLES, { error: msg('validation.minValue', { min: MIN_AXLES }) })
  .max(MAX_AXLES, { error: msg('validation.maxValue', { max: MAX_AXLES }) });

export const TOLL_DIRECTIONS = ['both', 'northbound', 'southbound', 'eastbound', 'westbound'] as const;
export type TollDirection = (typeof TOLL_DIRECTIONS)[number];

/* ───────────── zones ───────────── */

export const ZZoneMember = z
  .object({
    departmentCode: ZDepartmentCode.nullable().default(null),
    provinceCode: ZProvinceCode.nullable().default(null),
  })
  .refine((m) => (m.departmentCode === null) !== (m.provinceCode === null), {
    error: msg('validation.zoneMember'),
  });

const zoneFields = {
  name: requiredText(80),
  description: optionalText(255),
  members: z
    .array(ZZoneMember)
    .min(1, { error: msg('validation.array') })
    .max(200),
};
export const ZZoneRegisterBody = z.object(zoneFields);
export type TZoneRegisterBody = z.infer<typeof ZZoneRegisterBody>;
export const ZZoneUpdateBody = z.object({ id: ZId, ...zoneFields });
export type TZoneUpdateBody = z.infer<typeof ZZoneUpdateBody>;

export const ZZoneMemberView = z.object({
  departmentCode: z.string().nullable(),
  provinceCode: z.string().nullable(),
  name: z.string(),
});
export const ZZoneEdit = z.object({
  id: z.number(),
  name: z.string(),
  description: z.string().nullable(),
  isActive: z.boolean(),
  members: z.array(ZZoneMemberView),
});
export type TZoneEdit = z.infer<typeof ZZoneEdit>;

export const ZONE_SORTABLE = ['name', 'memberCount', 'createdAt'] as const;
export const ZZoneListQuery = listQuery(z.object({ status: ZStatus.optional() }), ZONE_SORTABLE);
export type TZoneListQuery = z.input<typeof ZZoneListQuery>;
export const ZZoneListItem = z.object({
  id: z.number(),
  name: z.string(),
  description: z.string().nullable(),
  members: z.string(),
  memberCount: z.number(),
  isActive: z.boolean(),
  createdAt: z.string(),
});
export type TZoneListItem = z.infer<typeof ZZoneListItem>;
export const ZZoneListResponse = listResponse(ZZoneListItem);
export type TZoneListResponse = z.infer<typeof ZZoneListResponse>;

/* ───────────── tolls and fares ───────────── */

const tollFields = {
  name: requiredText(80),
  road: requiredText(80),
  districtCode: ZUbigeo,
  km: quantity(5000),
  concessionaire: optionalText(120),
  direction: z.enum(TOLL_DIRECTIONS, { error: msg('validation.required') }),
};
export const ZTollRegisterBody = z.object(tollFields);
export type TTollRegisterBody = z.infer<typeof ZTollRegisterBody>;
export const ZTollUpdateBody = z.object({ id: ZId, ...tollFields });
export type TTollUpdateBody = z.infer<typeof ZTollUpdateBody>;

const fareFields = {
  axles: ZAxles,
  amount: ZFare,
  validFrom: ZDate,
  validTo: z
    .union([z.literal(''), ZDate])
    .nullish()
    .transform((v) => v || null),
};
const validToAfterFrom = (v: { validFrom: string; validTo: string | null }, ctx: z.RefinementCtx) => {
  if (v.validTo !== null && v.validTo < v.validFrom) {
    ctx.addIssue({ code: 'custom', path: ['validTo'], message: msg('validation.validToBeforeFrom') });
  }
};
export const ZTollFareRegisterBody = z.object({ tollId: ZId, ...fareFields }).superRefine(validToAfterFrom);
export type TTollFareRegisterBody = z.infer<typeof ZTollFareRegisterBody>;
export const ZTollFareUpdateBody = z.object({ id: ZId, ...fareFields }).superRefine(validToAfterFrom);
export type TTollFareUpdateBody = z.infer<typeof ZTollFareUpdateBody>;

export const ZTollFare = z.object({
  id: z.number(),
  tollId: z.number(),
  axles: z.number(),
  amount: z.string(),
  validFrom: z.string(),
  validTo: z.string().nullable(),
});
export type TTollFare = z.infer<typeof ZTollFare>;

export const ZTollEdit = z.object({
  id: z.number(),
  name: z.string(),
  road: z.string(),
  districtCode: z.string(),
  provinceCode: z.string(),
  departmentCode: z.string(),
  km: z.number(),
  concessionaire: z.string().nullable(),
  direction: z.enum(TOLL_DIRECTIONS),
  isActive: z.boolean(),
  fares: z.array(ZTollFare),
});
export type TTollEdit = z.infer<typeof ZTollEdit>;

export const TOLL_SORTABLE = ['name', 'road', 'km', 'location', 'createdAt'] as const;
export const ZTollListQuery = listQuery(
  z.object({ status: ZStatus.optional(), road: z.string().max(80).optional() }),
  TOLL_SORTABLE,
);
export type TTollListQuery = z.input<typeof ZTollListQuery>;
export const ZTollListItem = z.object({
  id: z.number(),
  name: z.string(),
  road: z.string(),
  km: z.number(),
  location: z.string(),
  concessionaire: z.string().nullable(),
  direction: z.enum(TOLL_DIRECTIONS),
  /** The fare in force today for a 2-axle vehicle, as a hint in the list. */
  fareToday: z.string().nullable(),
  isActive: z.boolean(),
  createdAt: z.string(),
});
export type TTollListItem = z.infer<typeof ZTollListItem>;
export const ZTollListResponse = listResponse(ZTollListItem);
export type TTollListResponse = z.infer<typeof ZTollListResponse>;

/* ───────────── toll groups ───────────── */

const tollIds = z
  .array(dbId())
  .min(1, { error: msg('validation.array') })
  .max(100)
  .refine((ids) => new Set(ids).size === ids.length, { error: msg('validation.repeated') });

const tollGroupFields = {
  name: requiredText(80),
  road: requiredText(80),
  description: optionalText(255),
  tollIds,
};
export const ZTollGroupRegisterBody = z.object(tollGroupFields);
export type TTollGroupRegisterBody = z.infer<typeof ZTollGroupRegisterBody>;
export const ZTollGroupUpdateBody = z.object({ id: ZId, ...tollGroupFields });
export type TTollGroupUpdateBody = z.infer<typeof ZTollGroupUpdateBody>;

export const ZTollOption = z.object({ id: z.number(), name: z.string(), road: z.string(), km: z.number() });
export type TTollOption = z.infer<typeof ZTollOption>;

export const ZTollGroupEdit = z.object({
  id: z.number(),
  name: z.string(),
  road: z.string(),
  description: z.string().nullable(),
  isActive: z.boolean(),
  tolls: z.array(ZTollOption),
});
export type TTollGroupEdit = z.infer<typeof ZTollGroupEdit>;

export const TOLL_GROUP_SORTABLE = ['name', 'road', 'tollCount', 'createdAt'] as const;
export const ZTollGroupListQuery = listQuery(z.object({ status: ZStatus.optional() }), TOLL_GROUP_SORTABLE);
export type TTollGroupListQuery = z.input<typeof ZTollGroupListQuery>;
export const ZTollGroupListItem = z.object({
  id: z.number(),
  name: z.string(),
  road: z.string(),
  description: z.string().nullable(),
  tolls: z.string(),
  tollCount: z.number(),
  isActive: z.boolean(),
  createdAt: z.string(),
});
export type TTollGroupListItem = z.infer<typeof ZTollGroupListItem>;
export const ZTollGroupListResponse = listResponse(ZTollGroupListItem);
export type TTollGroupListResponse = z.infer<typeof ZTollGroupListResponse>;

export const ZTollGroupOption = z.object({ id: z.number(), name: z.string(), tollIds: z.array(z.number()) });
export type TTollGroupOption = z.infer<typeof ZTollGroupOption>;

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
