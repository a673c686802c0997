import { and, asc, eq, type SQLWrapper, sql } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { DbOrTx } from '../../db/client.ts';
import { lookupOf, outerRef, qualified } from '../../platform/db/lookup.ts';
import { vehicleDocuments, vehicles, vehicleTypes } from './fleet.table.ts';

/*
 * The reads other modules make of the fleet beside a row of their own lists (a plate, a vehicle
 * type's name, shown, searched and sorted by in SQL), the vehicles a trip form offers, whether a
 * type takes new work, and the demo seeds' lookups.
 */

type Reference = AnyPgColumn | SQLWrapper;

/** The name of the vehicle type `typeId` points at. */
export const vehicleTypeNameOf = <R extends Reference>(typeId: R) =>
  lookupOf(vehicleTypes.name, vehicleTypes.id, typeId);

/** The plate of the vehicle `vehicleId` points at. */
export const vehiclePlateOf = <R extends Reference>(vehicleId: R) =>
  lookupOf(vehicles.plate, vehicles.id, vehicleId);

/** Keeps the rows whose vehicle's plate matches the ilike `pattern`, as a semijoin. */
export const vehiclePlateMatches = (vehicleId: Reference, pattern: string) =>
  sql`${outerRef(vehicleId)} in (select ${qualified(vehicles.id)} from ${vehicles} where ${qualified(vehicles.plate)} ilike ${pattern})`;

/** The active vehicles with their type's name, by plate. */
export const activeVehicles = (db: DbOrTx): Promise<{ id: number; plate: string; typeName: string }[]> =>
  db
    .select({ id: vehicles.id, plate: vehicles.plate, typeName: vehicleTypes.name })
    .from(vehicles)
    .innerJoin(vehicleTypes, eq(vehicleTypes.id, vehicles.typeId))
    .where(eq(vehicles.isActive, true))
    .orderBy(asc(vehicles.plate));

/**
 * The active vehicles of the type named `typeName` whose SOAT and technical inspection are both in
 * force over the whole of [from, to], by id: what the demo's trips may take.
 */
export const vehiclesDocumentedOver = (
  db: DbOrTx,
  typeName: string,
  range: { from: string; to: string },
): Promise<{ id: number; axles: number }[]> =>
  db
    .select({ id: vehicles.id, axles: vehicles.axles })
    .from(vehicles)
    .innerJoin(vehicleTypes, eq(vehicleTypes.id, vehicles.typeId))
    .where(
      and(
        eq(vehicleTypes.name, typeName),
        eq(vehicles.isActive, true),
        sql`(select count(distinct d.kind) from ${vehicleDocuments} d where d.vehicle_id = ${qualified(vehicles.id)}
          and d.kind in ('soat', 'technical_inspection')
          and d.issue_date <= ${range.from}::date and d.expiry_date >= ${range.to}::date) = 2`,
      ),
    )
    .orderBy(asc(vehicles.id));

/** Whether the vehicle type takes new work; null when the id names none. */
export const vehicleTypeIsActive = async (db: DbOrTx, id: number): Promise<boolean | null> => {
  const [row] = await db
    .select({ isActive: vehicleTypes.isActive })
    .from(vehicleTypes)
    .where(eq(vehicleTypes.id, id));
  return row?.isActive ?? null;
};

/** The id of a vehicle type by its name, case aside, for the demo seeds; undefined when none has it. */
export const vehicleTypeIdByName = async (db: DbOrTx, name: string): Promise<number | undefined> => {
  const [row] = await db
    .select({ id: vehicleTypes.id })
    .from(vehicleTypes)
    .where(sql`lower(${vehicleTypes.name}) = ${name.toLowerCase()}`);
  return row?.id;
};
