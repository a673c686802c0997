import { limaDate, msg, type TTravelOrderCreateBody, vehicleRoleOf } from '@zerg/shared';
import { eq, sql } from 'drizzle-orm';
import type { Db, DbOrTx, Tx } from '../../db/client.ts';
import type { Actor } from '../../platform/auth/current-user.ts';
import { badRequest, conflict } from '../../platform/errors/app-error.ts';
import { findVehicle } from '../fleet/index.ts';
import { notifyInTheirLanguage, userOfEmployee } from '../notifications/index.ts';
import { routeTollCost } from '../routes/index.ts';
import type { TripViatics } from '../viatics/index.ts';
import { employeeIsDriver, overlappingTrips } from './operations.repository.ts';
import { serviceOrders } from './service-order.table.ts';

/** Advisory lock classes: the yearly code series, and each vehicle and employee a trip takes. */
export const CODE_LOCK = 31_000;
const VEHICLE_LOCK = 31_001;
const EMPLOYEE_LOCK = 31_002;

const nullable = <T>(v: T | null | undefined): T | null => (v === undefined ? null : v);

export type Body = TTravelOrderCreateBody;

/** The vehicles of a trip: a tractor with a semi-trailer, or a rigid truck alone. */
const checkVehicles = async (db: DbOrTx, body: Body) => {
  const tractor = await findVehicle(db, body.tractorId);
  if (!tractor?.isActive)
    throw badRequest('VALIDATION_ERROR', {
      tractorId: [msg(tractor ? 'validation.vehicleInactive' : 'validation.invalid')],
    });
  const role = vehicleRoleOf(tractor.typeName);
  if (role === 'semitrailer')
    throw badRequest('VALIDATION_ERROR', { tractorId: [msg('validation.notATractor')] });
  const semitrailerId = nullable(body.semitrailerId);
  if (role === 'tractor' && semitrailerId === null)
    throw badRequest('VALIDATION_ERROR', { semitrailerId: [msg('validation.semitrailerRequired')] });
  if (role === 'rigid' && semitrailerId !== null)
    throw badRequest('VALIDATION_ERROR', { semitrailerId: [msg('validation.rigidNoSemitrailer')] });
  if (semitrailerId === null) return { axles: tractor.axles, plates: [tractor.plate] };
  const trailer = await findVehicle(db, semitrailerId);
  if (!trailer?.isActive)
    throw badRequest('VALIDATION_ERROR', {
      semitrailerId: [msg(trailer ? 'validation.vehicleInactive' : 'validation.invalid')],
    });
  if (vehicleRoleOf(trailer.typeName) !== 'semitrailer')
    throw badRequest('VALIDATION_ERROR', { semitrailerId: [msg('validation.notASemitrailer')] });
  return { axles: tractor.axles + trailer.axles, plates: [tractor.plate, trailer.plate] };
};

/** Expected tolls: the route's booth fares on the departure date for the trip's total axles. */
const tollsOf = async (db: DbOrTx, routeId: number, axles: number, departure: string) => {
  const cost = await routeTollCost(db, routeId, axles, limaDate(departure));
  return cost?.total ?? '0.00';
};

/**
 * Takes the trip's vehicles and people (advisory locks held to the end of the transaction, in one
 * global order so two writers never wait on each other in a cycle), then looks for an active trip
 * overlapping the planned window. Two creations at once for the same tractor: the second waits for
 * the first's commit, then sees its row and is refused. Row locks on vehicles/employees would do
 * the same but also block unrelated edits of those records.
 */
export const assertFree = async (tx: Tx, body: Body, exceptId: number | null) => {
  const vehicleIds = [body.tractorId, nullable(body.semitrailerId)].filter((x): x is number => x !== null);
  const employeeIds = [body.driverId, nullable(body.coDriverId)].filter((x): x is number => x !== null);
  for (const id of [...vehicleIds].sort((a, b) => a - b))
    await tx.execute(sql`select pg_advisory_xact_lock(${VEHICLE_LOCK}, ${id})`);
  for (const id of [...employeeIds].sort((a, b) => a - b))
    await tx.execute(sql`select pg_advisory_xact_lock(${EMPLOYEE_LOCK}, ${id})`);
  const clashes = await overlappingTrips(tx, {
    from: new Date(body.plannedDeparture),
    to: new Date(body.plannedArrival),
    vehicleIds,
    employeeIds,
    exceptId,
  });
  if (clashes.length === 0) return;
  const fields: Record<string, string[]> = {};
  const slots = [
    ['tractorId', body.tractorId, 'vehicles'],
    ['semitrailerId', nullable(body.semitrailerId), 'vehicles'],
    ['driverId', body.driverId, 'employees'],
    ['coDriverId', nullable(body.coDriverId), 'employees'],
  ] as const;
  for (const [field, id, kind] of slots) {
    if (id === null) continue;
    const clash = clashes.find((c) => c[kind].includes(id));
    if (clash) fields[field] = [msg('errors.TRIP_OVERLAP_WITH', { code: clash.code })];
  }
  throw conflict('TRIP_OVERLAP', fields, { code: clashes[0]?.code ?? '' });
};

/** Checks shared by create and update; answers the columns to write. */
export const prepareTrip = async (db: Db, tx: Tx, body: Body) => {
  const [order] = await tx
    .select()
    .from(serviceOrders)
    .where(eq(serviceOrders.id, body.serviceOrderId))
    .for('share');
  if (!order) throw badRequest('VALIDATION_ERROR', { serviceOrderId: [msg('validation.invalid')] });
  if (order.status === 'canceled' || order.status === 'finished')
    throw badRequest('VALIDATION_ERROR', { serviceOrderId: [msg('validation.serviceOrderClosed')] });
  const vehicles = await checkVehicles(tx, body);
  for (const field of ['driverId', 'coDriverId'] as const) {
    const id = nullable(body[field]);
    if (id !== null && !(await employeeIsDriver(tx, id)))
      throw badRequest('VALIDATION_ERROR', { [field]: [msg('validation.notADriver')] });
  }
  // The fares are read through the pool: routeTollCost reads its booths in parallel, which one
  // transaction's connection must not do; fares are master data this transaction does not write.
  const expectedTolls = await tollsOf(db, order.routeId, vehicles.axles, body.plannedDeparture);
  return {
    order,
    columns: {
      serviceOrderId: order.id,
      routeId: order.routeId,
      tractorId: body.tractorId,
      semitrailerId: nullable(body.semitrailerId),
      driverId: body.driverId,
      coDriverId: nullable(body.coDriverId),
      plannedDeparture: new Date(body.plannedDeparture),
      plannedArrival: new Date(body.plannedArrival),
      expectedTolls,
      fuelAllowance: body.fuelAllowance,
      otherAllowance: body.otherAllowance,
      observations: body.observations ?? null,
    },
  };
};

export const crewOf = (body: { driverId: number; coDriverId?: number | null }) =>
  [body.driverId, nullable(body.coDriverId)].filter((x): x is number => x !== null);

export const tripViatics = (id: number, code: string, body: Body, routeId: number): TripViatics => ({
  travelOrderId: id,
  routeId,
  employeeIds: crewOf(body),
  startDate: limaDate(body.plannedDeparture),
  endDate: limaDate(body.plannedArrival),
  purpose: `Viaje ${code}`,
});

/** Tells these crew members (never the acting user) they were put on, or taken off, the trip. */
export const tellCrew = async (
  tx: Tx,
  actor: Actor,
  employeeIds: number[],
  what: 'tripAssigned' | 'tripUnassigned',
  code: string,
  body: Body,
) => {
  if (employeeIds.length === 0) return;
  const ids: (number | null)[] = [];
  for (const id of employeeIds) ids.push(await userOfEmployee(tx, id));
  await notifyInTheirLanguage(
    tx,
    ids.filter((u) => u !== actor.user.id),
    {
      type: what === 'tripAssigned' ? 'travel_order.assigned' : 'travel_order.unassigned',
      key: `operations.notify.${what}`,
      params: { text: `${code} · ${limaDate(body.plannedDeparture)} → ${limaDate(body.plannedArrival)}` },
      link: '/driver',
    },
  );
};
