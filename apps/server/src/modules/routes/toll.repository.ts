import type { TTollListQuery } from '@zerg/shared';
import { and, asc, eq, ne, type SQL, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { containsPattern, countRows, ordered, pagedList } from '../../platform/db/paged-list.ts';
import { departmentCodeOfProvince, placeNameOf, provinceCodeOf } from '../references/index.ts';
import { iso } from './master-data.ts';
import { tollFares, tolls } from './toll.table.ts';

const location = placeNameOf(sql.raw('tolls.district_code'));
/** The 2-axle fare in force today (Lima time), a hint for the list. */
const fareToday = sql<string | null>`(select f.amount::text from toll_fares f
  where f.toll_id = tolls.id and f.axles = 2
    and f.valid_from <= (now() at time zone 'America/Lima')::date
    and (f.valid_to is null or f.valid_to >= (now() at time zone 'America/Lima')::date)
  limit 1)`;

const SORT = {
  name: tolls.name,
  road: tolls.road,
  km: tolls.km,
  location,
  createdAt: tolls.createdAt,
} as const;

export const listTolls = async (db: DbOrTx, query: TTollListQuery & { page: number; perPage: number }) => {
  const conditions: SQL[] = [];
  if (query.q) {
    const like = containsPattern(query.q);
    conditions.push(
      sql`(${tolls.name} ilike ${like} or ${tolls.road} ilike ${like} or ${tolls.concessionaire} ilike ${like} or ${location} ilike ${like})`,
    );
  }
  const f = query.filters;
  if (f?.status) conditions.push(eq(tolls.isActive, f.status === 'active'));
  if (f?.road) conditions.push(sql`lower(${tolls.road}) = ${f.road.toLowerCase()}`);
  const where = conditions.length ? and(...conditions) : undefined;
  const page = await pagedList(
    query,
    db
      .select({
        id: tolls.id,
        name: tolls.name,
        road: tolls.road,
        km: tolls.km,
        location,
        concessionaire: tolls.concessionaire,
        direction: tolls.direction,
        fareToday,
        isActive: tolls.isActive,
        createdAt: tolls.createdAt,
      })
      .from(tolls)
      .where(where)
      .orderBy(ordered(SORT[query.sortBy ?? 'name'], query.sortDesc), asc(tolls.id))
      .$dynamic(),
    db.select({ n: countRows }).from(tolls).where(where),
  );
  return { total: page.total, data: page.data.map((r) => ({ ...r, createdAt: iso(r.createdAt) })) };
};

const fareColumns = {
  id: tollFares.id,
  tollId: tollFares.tollId,
  axles: tollFares.axles,
  amount: tollFares.amount,
  validFrom: tollFares.validFrom,
  validTo: tollFares.validTo,
};

export const faresOf = (db: DbOrTx, tollId: number) =>
  db
    .select(fareColumns)
    .from(tollFares)
    .where(eq(tollFares.tollId, tollId))
    .orderBy(asc(tollFares.axles), asc(tollFares.validFrom));

export const findToll = async (db: DbOrTx, id: number) => {
  const [toll] = await db
    .select({
      id: tolls.id,
      name: tolls.name,
      road: tolls.road,
      districtCode: tolls.districtCode,
      provinceCode: provinceCodeOf(tolls.districtCode),
      departmentCode: departmentCodeOfProvince(provinceCodeOf(tolls.districtCode)),
      km: tolls.km,
      concessionaire: tolls.concessionaire,
      direction: tolls.direction,
      isActive: tolls.isActive,
    })
    .from(tolls)
    .where(eq(tolls.id, id));
  if (!toll) return null;
  return { ...toll, fares: await faresOf(db, id) };
};

export const findTollByName = async (db: DbOrTx, name: string) => {
  const [row] = await db
    .select({ id: tolls.id })
    .from(tolls)
    .where(sql`lower(${tolls.name}) = ${name.toLowerCase()}`);
  return row ?? null;
};

export const findFare = async (db: DbOrTx, id: number) => {
  const [row] = await db.select(fareColumns).from(tollFares).where(eq(tollFares.id, id));
  return row ?? null;
};

/** The other fares of the same booth and axle count, which a new range may not overlap. */
export const siblingFares = (db: DbOrTx, tollId: number, axles: number, exceptId: number | null) =>
  db
    .select(fareColumns)
    .from(tollFares)
    .where(
      and(
        eq(tollFares.tollId, tollId),
        eq(tollFares.axles, axles),
        exceptId === null ? undefined : ne(tollFares.id, exceptId),
      ),
    )
    .orderBy(asc(tollFares.validFrom));

/** Locks the booth row so that two fare writes on it run one after the other. */
export const lockToll = async (tx: DbOrTx, id: number) => {
  const [row] = await tx.select({ id: tolls.id }).from(tolls).where(eq(tolls.id, id)).for('update');
  return row ?? null;
};

export const tollOptions = (db: DbOrTx, activeOnly: boolean) =>
  db
    .select({ id: tolls.id, name: tolls.name, road: tolls.road, km: tolls.km })
    .from(tolls)
    .where(activeOnly ? eq(tolls.isActive, true) : undefined)
    .orderBy(tolls.road, tolls.km, tolls.name);

/** Ids among `ids` that name no booth. */
export const missingTolls = async (db: DbOrTx, ids: number[]) => {
  if (!ids.length) return [];
  const { rows } = await db.execute<{ id: number }>(
    sql`select x as id from unnest(${sql.param(ids)}::int[]) x where x not in (select id from tolls)`,
  );
  return rows.map((r) => r.id);
};

/** The fare in force for one booth, axle count and day, both ends of its validity included. */
export const tollFareOn = async (db: DbOrTx, tollId: number, axles: number, date: string) => {
  const [row] = await db
    .select(fareColumns)
    .from(tollFares)
    .where(
      and(
        eq(tollFares.tollId, tollId),
        eq(tollFares.axles, axles),
        sql`${tollFares.validFrom} <= ${date}::date`,
        sql`(${tollFares.validTo} is null or ${tollFares.validTo} >= ${date}::date)`,
      ),
    )
    .limit(1);
  return row ?? null;
};
