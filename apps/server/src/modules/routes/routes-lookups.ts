import { and, eq, inArray, type SQL, type SQLWrapper, sql } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { DbOrTx } from '../../db/client.ts';
import { lookupOf, outerRef, qualified } from '../../platform/db/lookup.ts';
import { districtNameOf } from '../references/index.ts';
import { routeCodes, travelRoutes, travelRouteTolls } from './travel-route.table.ts';
import { zones } from './zone.table.ts';

/*
 * The reads other modules make of a travel route: its code and names beside a row of their own
 * lists (also filtered and sorted by in SQL), whether it takes new work, what a trip plans with it,
 * and a demo route by code; a zone's name.
 */

type Reference = AnyPgColumn | SQLWrapper;

/** The route's own code and its columns, for one route `routeId` points at. */
const ofRoute = <T>(value: SQL, routeId: Reference) =>
  sql<T>`(select ${value} from ${travelRoutes} join ${routeCodes} on ${qualified(routeCodes.id)} = ${qualified(travelRoutes.routeCodeId)} where ${qualified(travelRoutes.id)} = ${outerRef(routeId)})`;

/** The code of the route `routeId` points at (LIM-AQP-01), what lists sort routes by. */
export const routeCodeOf = (routeId: Reference) => ofRoute<string>(qualified(routeCodes.code), routeId);

/** "Code · description": the route as orders show it. */
export const routeLabelOf = (routeId: Reference) =>
  ofRoute<string>(
    sql`${qualified(routeCodes.code)} || ' · ' || ${qualified(routeCodes.description)}`,
    routeId,
  );

const origin = districtNameOf(qualified(travelRoutes.originCode));
const destination = districtNameOf(qualified(travelRoutes.destinationCode));

/** The district name of the route's origin. */
export const routeOriginNameOf = (routeId: Reference) => ofRoute<string>(origin, routeId);

/** The district name of the route's destination. */
export const routeDestinationNameOf = (routeId: Reference) => ofRoute<string>(destination, routeId);

/** "Code · origin → destination": the route as rates show it. */
export const routeCourseOf = (routeId: Reference) =>
  ofRoute<string>(
    sql`${qualified(routeCodes.code)} || ' · ' || ${origin} || ' → ' || ${destination}`,
    routeId,
  );

/**
 * Keeps the rows whose route's code (and, with `places`, its origin's or destination's district
 * name) matches the ilike `pattern`, as a semijoin.
 */
export const routeMatches = (routeId: Reference, pattern: string, options: { places?: boolean } = {}) =>
  sql`${outerRef(routeId)} in (select ${qualified(travelRoutes.id)} from ${travelRoutes} join ${routeCodes} on ${qualified(routeCodes.id)} = ${qualified(travelRoutes.routeCodeId)}
    where ${qualified(routeCodes.code)} ilike ${pattern}${
      options.places ? sql` or ${origin} ilike ${pattern} or ${destination} ilike ${pattern}` : sql``
    })`;

/** Whether the route takes new work; null when the id names none. */
export const travelRouteIsActive = async (db: DbOrTx, id: number): Promise<boolean | null> => {
  const [row] = await db
    .select({ isActive: travelRoutes.isActive })
    .from(travelRoutes)
    .where(eq(travelRoutes.id, id));
  return row?.isActive ?? null;
};

/** The id of a route with that route code, for the demo seeds; undefined when none has it. */
export const routeIdByCode = async (db: DbOrTx, code: string): Promise<number | undefined> => {
  const [row] = await db
    .select({ id: travelRoutes.id })
    .from(travelRoutes)
    .innerJoin(routeCodes, and(eq(routeCodes.id, travelRoutes.routeCodeId), eq(routeCodes.code, code)));
  return row?.id;
};

export type RouteTripFacts = { id: number; distanceKm: number; expectedHours: number; hasTolls: boolean };

/** What a trip on these routes plans with (distance, hours, whether it passes a toll), by id. */
export const routesById = async (
  db: DbOrTx,
  ids: readonly number[],
): Promise<Map<number, RouteTripFacts>> => {
  const wanted = [...new Set(ids)];
  if (!wanted.length) return new Map();
  const rows = await db
    .select({
      id: travelRoutes.id,
      distanceKm: travelRoutes.distanceKm,
      expectedHours: travelRoutes.expectedHours,
      hasTolls: sql<boolean>`exists (select 1 from ${travelRouteTolls} where ${qualified(travelRouteTolls.routeId)} = ${qualified(travelRoutes.id)})`,
    })
    .from(travelRoutes)
    .where(inArray(travelRoutes.id, wanted));
  return new Map(rows.map((r) => [r.id, r]));
};

/** The name of the zone `zoneId` points at. */
export const zoneNameOf = <R extends Reference>(zoneId: R) => lookupOf(zones.name, zones.id, zoneId);

/** The ubigeo (district code) of the route's origin `routeId` points at. */
export const routeOriginCodeOf = <R extends Reference>(routeId: R) =>
  lookupOf(travelRoutes.originCode, travelRoutes.id, routeId);

/** The ubigeo (district code) of the route's destination `routeId` points at. */
export const routeDestinationCodeOf = <R extends Reference>(routeId: R) =>
  lookupOf(travelRoutes.destinationCode, travelRoutes.id, routeId);
