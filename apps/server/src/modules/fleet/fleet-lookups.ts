import { eq, type SQLWrapper, sql } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { DbOrTx } from '../../db/client.ts';
import { lookupOf } from '../../platform/db/lookup.ts';
import { vehicles, vehicleTypes } from './fleet.table.ts';

/*
 * The reads other modules make of the fleet beside a row of their own lists (a plate, a vehicle
 * type's name, shown and sorted by in SQL), whether a type takes new work, and the demo seeds'
 * lookup of a type by name.
 */

type Reference = AnyPgColumn | SQLWrapper;

/** The name of the vehicle type `typeId` points at. */
export const vehicleTypeNameOf = <R extends Reference>(typeId: R) =>
  lookupOf(vehicleTypes.name, vehicleTypes.id, typeId);

/** The plate of the vehicle `vehicleId` points at. */
export const vehiclePlateOf = <R extends Reference>(vehicleId: R) =>
  lookupOf(vehicles.plate, vehicles.id, vehicleId);

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
