import { sql } from 'drizzle-orm';
import type { Tx } from '../../db/client.ts';
import { employeeJobs, employees } from '../employees/index.ts';
import { vehicleDocuments, vehicles, vehicleTypes } from '../fleet/index.ts';
import { positionNameOf } from '../references/index.ts';
import { tollFares, travelRouteTolls } from '../routes/index.ts';
import { LOADER, TRACTOR_DRIVER, TRUCK_DRIVER } from './operations-seed-data.ts';

/** A vehicle or a person of the demo's trips, and when it is next free (ms). */
export type Res = { id: number; freeAt: number };

export const HOUR = 3_600_000;
export const DAY = 24 * HOUR;

/** Tolls of the route for the axles on a day: the sum of the booths' fares in force. */
export const tollsOn = async (tx: Tx, routeId: number, axles: number, day: string) => {
  const res = await tx.execute<{
    total: string;
  }>(sql`select coalesce(sum(f.amount), 0)::numeric(12,2)::text as total
    from ${travelRouteTolls} rt join ${tollFares} f on f.toll_id = rt.toll_id
    where rt.route_id = ${routeId} and f.axles = ${axles} and f.valid_from <= ${day}::date
      and (f.valid_to is null or f.valid_to >= ${day}::date)`);
  return res.rows[0]?.total ?? '0.00';
};

/**
 * The vehicles and people the demo's trips take: tractors, semi-trailers and rigid trucks with their
 * documents in force, and the operations staff by position (the demo driver apart).
 */
export const demoResources = async (tx: Tx, today: string, driverEmployeeId: number) => {
  /** Vehicles of a type with SOAT and inspection in force from 35 days ago to 10 days ahead. */
  const fleet = async (type: string) =>
    (
      await tx.execute<{
        id: number;
        axles: number;
      }>(sql`select v.id, v.axles from ${vehicles} v join ${vehicleTypes} vt on vt.id = v.type_id
        where vt.name = ${type} and v.is_active and (
          select count(distinct d.kind) from ${vehicleDocuments} d where d.vehicle_id = v.id
            and d.kind in ('soat', 'technical_inspection')
            and d.issue_date <= ${today}::date - 35 and d.expiry_date >= ${today}::date + 10) = 2
        order by v.id`)
    ).rows.map((r) => ({ id: Number(r.id), axles: Number(r.axles), freeAt: 0 }));
  const tractors = await fleet('Tracto');
  const trailers = await fleet('Semirremolque');
  const trucks = await fleet('Camión');
  const position = positionNameOf(sql`ej.position_id`);
  const staff = (
    await tx.execute<{ id: number; position: string }>(sql`select e.id, ${position} as position
      from ${employees} e join ${employeeJobs} ej on ej.employee_id = e.id
      where e.is_active and ej.personal_type = 'operations' and e.id <> ${driverEmployeeId}
        and ${position} in (${TRACTOR_DRIVER}, ${TRUCK_DRIVER}, ${LOADER})
      order by e.id`)
  ).rows.map((r) => ({ id: Number(r.id), position: String(r.position), freeAt: 0 }));
  const tractorDrivers: Res[] = staff.filter((x) => x.position === TRACTOR_DRIVER);
  const truckDrivers: Res[] = staff.filter((x) => x.position === TRUCK_DRIVER);
  const loaders: Res[] = staff.filter((x) => x.position === LOADER);
  return { tractors, trailers, trucks, tractorDrivers, truckDrivers, loaders };
};
