import type { TTravelRouteListQuery } from '@zerg/shared';
import { and, asc, eq, type SQL, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { containsPattern, countRows, ordered, pagedList } from '../../platform/db/paged-list.ts';
import { districtPlace, placeNameOf } from '../references/index.ts';
import { iso } from './master-data.ts';
import { tolls } from './toll.table.ts';
import { routeCodes, travelRoutes, travelRouteTolls, travelRouteZones } from './travel-route.table.ts';
import { zones } from './zone.table.ts';

const origin = placeNameOf(sql.raw('travel_routes.origin_code'));
const destination = placeNameOf(sql.raw('travel_routes.destination_code'));
const zoneNames = sql<string>`coalesce((select string_agg(z.name, ', ' order by rz.position)
  from travel_route_zones rz join zones z on z.id = rz.zone_id where rz.route_id = travel_routes.id), '')`;
const tollCount = sql<number>`(select count(*)::int from travel_route_tolls rt where rt.route_id = travel_routes.id)`;

const SORT = {
  code: routeCodes.code,
  origin,
  destination,
  distanceKm: travelRoutes.distanceKm,
  expectedHours: travelRoutes.expectedHours,
  createdAt: travelRoutes.createdAt,
} as const;

export const listTravelRoutes = async (
  db: DbOrTx,
  query: TTravelRouteListQuery & { page: number; perPage: number },
) => {
  const conditions: SQL[] = [];
  if (query.q) {
    const like = containsPattern(query.q);
    conditions.push(
      sql`(${routeCodes.code} ilike ${like} or ${origin} ilike ${like} or ${destination} ilike ${like} or ${zoneNames} ilike ${like})`,
    );
  }
  const f = query.filters;
  if (f?.status) conditions.push(eq(travelRoutes.isActive, f.status === 'active'));
  if (f?.zoneId) {
    conditions.push(
      sql`exists (select 1 from travel_route_zones rz where rz.route_id = travel_routes.id and rz.zone_id = ${f.zoneId})`,
    );
  }
  if (f?.tollId) {
    conditions.push(
      sql`exists (select 1 from travel_route_tolls rt where rt.route_id = travel_routes.id and rt.toll_id = ${f.tollId})`,
    );
  }
  if (f?.originDepartment) conditions.push(sql`left(${travelRoutes.originCode}, 2) = ${f.originDepartment}`);
  const where = conditions.length ? and(...conditions) : undefined;
  const page = await pagedList(
    query,
    db
      .select({
        id: travelRoutes.id,
        code: routeCodes.code,
        origin,
        destination,
        distanceKm: travelRoutes.distanceKm,
        expectedHours: travelRoutes.expectedHours,
        zones: zoneNames,
        tollCount,
        isActive: travelRoutes.isActive,
        createdAt: travelRoutes.createdAt,
      })
      .from(travelRoutes)
      .innerJoin(routeCodes, eq(routeCodes.id, travelRoutes.routeCodeId))
      .where(where)
      .orderBy(ordered(SORT[query.sortBy ?? 'code'], query.sortDesc), asc(travelRoutes.id))
      .$dynamic(),
    db
      .select({ n: countRows })
      .from(travelRoutes)
      .innerJoin(routeCodes, eq(routeCodes.id, travelRoutes.routeCodeId))
      .where(where),
  );
  return { total: page.total, data: page.data.map((r) => ({ ...r, createdAt: iso(r.createdAt) })) };
};

export const routeTolls = (db: DbOrTx, routeId: number) =>
  db
    .select({ id: tolls.id, name: tolls.name, road: tolls.road, km: tolls.km })
    .from(travelRouteTolls)
    .innerJoin(tolls, eq(tolls.id, travelRouteTolls.tollId))
    .where(eq(travelRouteTolls.routeId, routeId))
    .orderBy(asc(travelRouteTolls.position));

export const findTravelRoute = async (db: DbOrTx, id: number) => {
  const [route] = await db
    .select({
      id: travelRoutes.id,
      routeCodeId: travelRoutes.routeCodeId,
      code: routeCodes.code,
      originCode: travelRoutes.originCode,
      destinationCode: travelRoutes.destinationCode,
      distanceKm: travelRoutes.distanceKm,
      expectedHours: travelRoutes.expectedHours,
      notes: travelRoutes.notes,
      isActive: travelRoutes.isActive,
    })
    .from(travelRoutes)
    .innerJoin(routeCodes, eq(routeCodes.id, travelRoutes.routeCodeId))
    .where(eq(travelRoutes.id, id));
  if (!route) return null;
  const { originCode, destinationCode, ...rest } = route;
  const [originPlace, destinationPlace, routeZones, tollList] = await Promise.all([
    districtPlace(db, originCode),
    districtPlace(db, destinationCode),
    db
      .select({ id: zones.id, name: zones.name })
      .from(travelRouteZones)
      .innerJoin(zones, eq(zones.id, travelRouteZones.zoneId))
      .where(eq(travelRouteZones.routeId, id))
      .orderBy(asc(travelRouteZones.position)),
    routeTolls(db, id),
  ]);
  if (!originPlace || !destinationPlace) return null;
  return { ...rest, origin: originPlace, destination: destinationPlace, zones: routeZones, tolls: tollList };
};

/** The route that already holds this code or this origin–destination pair, other than `exceptId`. */
export const clashingRoute = async (
  db: DbOrTx,
  body: { routeCodeId: number; originCode: string; destinationCode: string },
  exceptId: number | null,
) => {
  const [row] = await db
    .select({ id: travelRoutes.id, routeCodeId: travelRoutes.routeCodeId })
    .from(travelRoutes)
    .where(
      and(
        sql`${travelRoutes.id} <> ${exceptId ?? 0}`,
        sql`(${travelRoutes.routeCodeId} = ${body.routeCodeId}
          or (${travelRoutes.originCode} = ${body.originCode} and ${travelRoutes.destinationCode} = ${body.destinationCode}))`,
      ),
    )
    .limit(1);
  return row ?? null;
};

export const routeCodeExists = async (db: DbOrTx, id: number) =>
  (await db.select({ id: routeCodes.id }).from(routeCodes).where(eq(routeCodes.id, id))).length > 0;

export const missingZones = async (db: DbOrTx, ids: number[]) => {
  if (!ids.length) return [];
  const { rows } = await db.execute<{ id: number }>(
    sql`select x as id from unnest(${sql.param(ids)}::int[]) x where x not in (select id from zones)`,
  );
  return rows.map((r) => r.id);
};

export const writeRouteLinks = async (tx: DbOrTx, routeId: number, zoneIds: number[], tollIds: number[]) => {
  await tx.delete(travelRouteZones).where(eq(travelRouteZones.routeId, routeId));
  await tx.delete(travelRouteTolls).where(eq(travelRouteTolls.routeId, routeId));
  if (zoneIds.length) {
    await tx
      .insert(travelRouteZones)
      .values(zoneIds.map((zoneId, position) => ({ routeId, zoneId, position })));
  }
  if (tollIds.length) {
    await tx
      .insert(travelRouteTolls)
      .values(tollIds.map((tollId, position) => ({ routeId, tollId, position })));
  }
};

export const travelRouteOptions = (db: DbOrTx) =>
  db
    .select({
      id: travelRoutes.id,
      name: sql<string>`${routeCodes.code} || ' · ' || ${origin} || ' → ' || ${destination}`,
    })
    .from(travelRoutes)
    .innerJoin(routeCodes, eq(routeCodes.id, travelRoutes.routeCodeId))
    .where(eq(travelRoutes.isActive, true))
    .orderBy(routeCodes.code);

export const travelRouteExists = async (db: DbOrTx, id: number) =>
  (await db.select({ id: travelRoutes.id }).from(travelRoutes).where(eq(travelRoutes.id, id))).length > 0;
