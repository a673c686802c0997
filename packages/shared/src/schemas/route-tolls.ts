import { z } from 'zod';
import { moneyText } from '../validation/decimal.ts';
import { msg } from '../validation/message.ts';
import { optionalText, requiredText } from '../validation/rules.ts';
import { dbId, listQuery, listResponse, ZId } from './common.ts';
import { ZDate, ZUbigeo } from './rrhh/fields.ts';
import { quantity, ZStatus } from './travel-route-fields.ts';

/** Toll booths with their fares, and toll groups, of section 29 (travel routes). */

/** Money above zero, as a decimal string with up to two decimals (never a binary float). */
export const ZFare = moneyText().refine((v) => Number(v) > 0, { error: msg('validation.amountPositive') });
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
