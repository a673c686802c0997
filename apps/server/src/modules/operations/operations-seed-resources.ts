import type { Tx } from '../../db/client.ts';
import { operationsStaff } from '../employees/index.ts';
import { vehiclesDocumentedOver } from '../fleet/index.ts';
import { routeTollCost } from '../routes/index.ts';
import { LOADER, TRACTOR_DRIVER, TRUCK_DRIVER } from './operations-seed-data.ts';

/** A vehicle or a person of the demo's trips, and when it is next free (ms). */
export type Res = { id: number; freeAt: number };

export const HOUR = 3_600_000;
export const DAY = 24 * HOUR;

/** Tolls of the route for the axles on a day: the sum of the booths' fares in force. */
export const tollsOn = async (tx: Tx, routeId: number, axles: number, day: string) =>
  (await routeTollCost(tx, routeId, axles, day))?.total ?? '0.00';

/**
 * The vehicles and people the demo's trips take: tractors, semi-trailers and rigid trucks with their
 * documents in force, and the operations staff by position (the demo driver apart).
 */
export const demoResources = async (tx: Tx, today: string, driverEmployeeId: number) => {
  const shift = (days: number) =>
    new Date(Date.parse(`${today}T00:00:00Z`) + days * DAY).toISOString().slice(0, 10);
  /** Vehicles of a type with SOAT and inspection in force from 35 days ago to 10 days ahead. */
  const fleet = async (type: string) =>
    (await vehiclesDocumentedOver(tx, type, { from: shift(-35), to: shift(10) })).map((v) => ({
      ...v,
      freeAt: 0,
    }));
  const tractors = await fleet('Tracto');
  const trailers = await fleet('Semirremolque');
  const trucks = await fleet('Camión');
  const positions = [TRACTOR_DRIVER, TRUCK_DRIVER, LOADER];
  const staff = (await operationsStaff(tx))
    .filter((x) => x.id !== driverEmployeeId && positions.includes(x.positionName))
    .sort((a, b) => a.id - b.id)
    .map((x) => ({ id: x.id, position: x.positionName, freeAt: 0 }));
  const tractorDrivers: Res[] = staff.filter((x) => x.position === TRACTOR_DRIVER);
  const truckDrivers: Res[] = staff.filter((x) => x.position === TRUCK_DRIVER);
  const loaders: Res[] = staff.filter((x) => x.position === LOADER);
  return { tractors, trailers, trucks, tractorDrivers, truckDrivers, loaders };
};
