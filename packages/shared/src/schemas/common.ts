import { z } from 'zod';
import { DEFAULT_PER_PAGE, MAX_PER_PAGE } from '../paging.ts';
import { msg } from '../validation/message.ts';

/** Row ids are PostgreSQL `integer`s: a larger number names no row and must not reach a query. */
export const MAX_ID = 2_147_483_647;

/** A row id: a positive integer that an `integer` column can hold. */
export const dbId = () =>
  z
    .number()
    .int()
    .positive()
    .max(MAX_ID, { error: msg('validation.invalid') });

export const ZId = z.coerce
  .number()
  .int()
  .positive()
  .max(MAX_ID, { error: msg('validation.invalid') });

/** The list request of every data table (DESIGN.md §4). */
export const listQuery = <F extends z.ZodType, S extends readonly [string, ...string[]]>(
  filters: F,
  sortable: S,
) =>
  z.object({
    page: z.number().int().min(1).default(1),
    perPage: z.number().int().min(1).max(MAX_PER_PAGE).default(DEFAULT_PER_PAGE),
    q: z.string().trim().max(100).optional(),
    sortBy: z.enum(sortable).optional(),
    sortDesc: z.boolean().default(false),
    filters: filters.optional(),
  });

export const listResponse = <T extends z.ZodType>(item: T) =>
  z.object({ data: z.array(item), total: z.number() });

export const ZOk = z.object({ ok: z.literal(true) });
export type TOk = z.infer<typeof ZOk>;

export const ZIdBody = z.object({ id: ZId });
export type TIdBody = z.infer<typeof ZIdBody>;

export const ZOption = z.object({ id: z.number(), name: z.string() });
export type TOption = z.infer<typeof ZOption>;
