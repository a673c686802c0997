import type { TVehicleBrandListQuery, TVehicleModelListQuery, TVehicleTypeListQuery } from '@zerg/shared';
import { and, asc, eq, type SQL, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { containsPattern, countRows, ordered, pagedList } from '../../platform/db/paged-list.ts';
import { vehicleBrands, vehicleModels, vehicleTypes } from './fleet.table.ts';

type Paging = { page: number; perPage: number };
const statusIs = (
  column: typeof vehicleBrands.isActive | typeof vehicleModels.isActive | typeof vehicleTypes.isActive,
  status: string | undefined,
) => (status && status !== 'all' ? eq(column, status === 'active') : undefined);

const modelCount = sql<number>`(select count(*)::int from vehicle_models m where m.brand_id = "vehicle_brands"."id")`;

export const listBrands = (db: DbOrTx, query: TVehicleBrandListQuery & Paging) => {
  const where = and(
    query.q ? sql`${vehicleBrands.name} ilike ${containsPattern(query.q)}` : undefined,
    statusIs(vehicleBrands.isActive, query.filters?.status),
  );
  const sort = { name: vehicleBrands.name, models: modelCount }[query.sortBy ?? 'name'];
  return pagedList(
    query,
    db
      .select({
        id: vehicleBrands.id,
        name: vehicleBrands.name,
        models: modelCount,
        isActive: vehicleBrands.isActive,
      })
      .from(vehicleBrands)
      .where(where)
      .orderBy(ordered(sort, query.sortDesc), asc(vehicleBrands.id))
      .$dynamic(),
    db.select({ n: countRows }).from(vehicleBrands).where(where),
  );
};

export const listModels = (db: DbOrTx, query: TVehicleModelListQuery & Paging) => {
  const conditions: (SQL | undefined)[] = [
    statusIs(vehicleModels.isActive, query.filters?.status),
    query.filters?.brandId ? eq(vehicleModels.brandId, query.filters.brandId) : undefined,
  ];
  if (query.q) {
    const like = containsPattern(query.q);
    conditions.push(sql`(${vehicleModels.name} ilike ${like} or ${vehicleBrands.name} ilike ${like})`);
  }
  const where = and(...conditions);
  const sort = { name: vehicleModels.name, brandName: vehicleBrands.name }[query.sortBy ?? 'brandName'];
  return pagedList(
    query,
    db
      .select({
        id: vehicleModels.id,
        brandId: vehicleModels.brandId,
        brandName: vehicleBrands.name,
        name: vehicleModels.name,
        isActive: vehicleModels.isActive,
      })
      .from(vehicleModels)
      .innerJoin(vehicleBrands, eq(vehicleBrands.id, vehicleModels.brandId))
      .where(where)
      .orderBy(ordered(sort, query.sortDesc), asc(vehicleModels.name), asc(vehicleModels.id))
      .$dynamic(),
    db
      .select({ n: countRows })
      .from(vehicleModels)
      .innerJoin(vehicleBrands, eq(vehicleBrands.id, vehicleModels.brandId))
      .where(where),
  );
};

export const listTypes = (db: DbOrTx, query: TVehicleTypeListQuery & Paging) => {
  const where = and(
    query.q ? sql`${vehicleTypes.name} ilike ${containsPattern(query.q)}` : undefined,
    statusIs(vehicleTypes.isActive, query.filters?.status),
  );
  const sort = { name: vehicleTypes.name, defaultAxles: vehicleTypes.defaultAxles }[query.sortBy ?? 'name'];
  return pagedList(
    query,
    db
      .select({
        id: vehicleTypes.id,
        name: vehicleTypes.name,
        defaultAxles: vehicleTypes.defaultAxles,
        isActive: vehicleTypes.isActive,
      })
      .from(vehicleTypes)
      .where(where)
      .orderBy(ordered(sort, query.sortDesc), asc(vehicleTypes.id))
      .$dynamic(),
    db.select({ n: countRows }).from(vehicleTypes).where(where),
  );
};

export const findBrand = async (db: DbOrTx, id: number) =>
  (await db.select().from(vehicleBrands).where(eq(vehicleBrands.id, id)))[0] ?? null;
export const findModel = async (db: DbOrTx, id: number) =>
  (await db.select().from(vehicleModels).where(eq(vehicleModels.id, id)))[0] ?? null;
export const findType = async (db: DbOrTx, id: number) =>
  (await db.select().from(vehicleTypes).where(eq(vehicleTypes.id, id)))[0] ?? null;

export const brandNamed = async (db: DbOrTx, name: string) =>
  (
    await db
      .select({ id: vehicleBrands.id })
      .from(vehicleBrands)
      .where(sql`lower(${vehicleBrands.name}) = ${name.toLowerCase()}`)
  )[0] ?? null;
export const modelNamed = async (db: DbOrTx, brandId: number, name: string) =>
  (
    await db
      .select({ id: vehicleModels.id })
      .from(vehicleModels)
      .where(
        and(eq(vehicleModels.brandId, brandId), sql`lower(${vehicleModels.name}) = ${name.toLowerCase()}`),
      )
  )[0] ?? null;
export const typeNamed = async (db: DbOrTx, name: string) =>
  (
    await db
      .select({ id: vehicleTypes.id })
      .from(vehicleTypes)
      .where(sql`lower(${vehicleTypes.name}) = ${name.toLowerCase()}`)
  )[0] ?? null;

export const selectBrands = (db: DbOrTx) =>
  db
    .select({ id: vehicleBrands.id, name: vehicleBrands.name })
    .from(vehicleBrands)
    .where(eq(vehicleBrands.isActive, true))
    .orderBy(asc(vehicleBrands.name));
export const selectModels = (db: DbOrTx, brandId: number) =>
  db
    .select({ id: vehicleModels.id, name: vehicleModels.name })
    .from(vehicleModels)
    .where(and(eq(vehicleModels.brandId, brandId), eq(vehicleModels.isActive, true)))
    .orderBy(asc(vehicleModels.name));
export const selectTypes = (db: DbOrTx) =>
  db
    .select({ id: vehicleTypes.id, name: vehicleTypes.name, defaultAxles: vehicleTypes.defaultAxles })
    .from(vehicleTypes)
    .where(eq(vehicleTypes.isActive, true))
    .orderBy(asc(vehicleTypes.name));

export const countModels = async (db: DbOrTx, brandId: number) =>
  (await db.select({ n: countRows }).from(vehicleModels).where(eq(vehicleModels.brandId, brandId)))[0]?.n ??
  0;
