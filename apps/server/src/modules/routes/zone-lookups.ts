import { asc, desc, eq, type SQL, type SQLWrapper, sql } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { DbOrTx } from '../../db/client.ts';
import { containsPattern } from '../../platform/db/paged-list.ts';
import { travelRouteZones } from './travel-route.table.ts';
import { zones } from './zone.table.ts';

/*
 * The reads other modules make of the zones (the viatics price a trip by its destination zone): the
 * pickers' list, one zone, a route's destination, and a zone's name beside a row of their lists.
 */

export type ZoneItem = { id: number; name: string; isActive: boolean };

const item = { id: zones.id, name: zones.name, isActive: zones.isActive };

/** Every zone, or only the active ones, by name (the database's collation). */
export const listZoneItems = (db: DbOrTx, only: { active?: boolean } = {}): Promise<ZoneItem[]> =>
  db
    .select(item)
    .from(zones)
    .where(only.active === undefined ? undefined : eq(zones.isActive, only.active))
    .orderBy(asc(zones.name));

/** The zone, active or not; undefined when there is none with that id. */
export const zoneById = async (db: DbOrTx, id: number): Promise<ZoneItem | undefined> =>
  (await db.select(item).from(zones).where(eq(zones.id, id)))[0];

/** The zone a route ends in: its last zone in driving order; null for a route without zones. */
export const destinationZoneOf = async (db: DbOrTx, routeId: number): Promise<number | null> => {
  const [row] = await db
    .select({ zoneId: travelRouteZones.zoneId })
    .from(travelRouteZones)
    .where(eq(travelRouteZones.routeId, routeId))
    .orderBy(desc(travelRouteZones.position))
    .limit(1);
  return row?.zoneId ?? null;
};

/** A semijoin keeping the rows whose `zoneId` names a zone with that text in its name. */
export const zoneNameContains = (zoneId: AnyPgColumn | SQLWrapper, text: string): SQL =>
  sql`${zoneId} in (select ${zones.id} from ${zones} where ${zones.name} ilike ${containsPattern(text)})`;
