import type { TDriverTripListQuery, TravelOrderState } from '@zerg/shared';
import { and, asc, desc, eq, gte, inArray, lt, or, type SQL, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { DbOrTx } from '../../db/client.ts';
import { actors } from '../../platform/audit/actor.table.ts';
import { countRows, ordered, pagedList } from '../../platform/db/paged-list.ts';
import { clientDeliveryPoints, clients } from '../clients/index.ts';
import { employees } from '../employees/index.ts';
import { vehicles } from '../fleet/index.ts';
import { serviceOrders, travelOrderEvents, travelOrders } from '../operations/index.ts';
import { districts } from '../references/index.ts';
import { routeCodes, travelRoutes } from '../routes/index.ts';
import { viatics } from '../viatics/index.ts';
import { driverTripReceipts } from './driver-receipt.table.ts';

const origin = alias(districts, 'origin_district');
const destination = alias(districts, 'destination_district');
const tractor = alias(vehicles, 'tractor');
const semitrailer = alias(vehicles, 'semitrailer');
const driverPerson = alias(employees, 'driver_person');
const coDriverPerson = alias(employees, 'co_driver_person');
const originPoint = alias(clientDeliveryPoints, 'origin_point');
const destinationPoint = alias(clientDeliveryPoints, 'destination_point');

/** Where a trip stands for its driver: on the road (or just back), still to come, or done with. */
export const CURRENT_STATES: TravelOrderState[] = ['initiated', 'returning', 'returned'];
const PAST_STATES: TravelOrderState[] = ['finished', 'canceled'];

const nameOf = (e: typeof driverPerson | typeof coDriverPerson) =>
  sql<string>`concat_ws(' ', ${e.firstNames}, ${e.paternalSurname}, ${e.maternalSurname})`;

/** The trips where the employee drives or rides along. */
export const ownTrip = (employeeId: number): SQL =>
  or(eq(travelOrders.driverId, employeeId), eq(travelOrders.coDriverId, employeeId)) as SQL;

const summaryColumns = (employeeId: number) => ({
  id: travelOrders.id,
  code: travelOrders.code,
  state: travelOrders.state,
  role: sql<
    'driver' | 'co_driver'
  >`case when ${travelOrders.driverId} = ${employeeId} then 'driver' else 'co_driver' end`,
  routeCode: routeCodes.code,
  origin: origin.name,
  destination: destination.name,
  plannedDeparture: travelOrders.plannedDeparture,
  plannedArrival: travelOrders.plannedArrival,
  startedAt: travelOrders.startedAt,
  returnedAt: travelOrders.returnedAt,
  tractorPlate: tractor.plate,
  semitrailerPlate: semitrailer.plate,
  clientName: sql<string>`coalesce(${clients.tradeName}, ${clients.legalName})`,
});

type SummaryRow = {
  plannedDeparture: Date;
  plannedArrival: Date;
  startedAt: Date | null;
  returnedAt: Date | null;
};

const isoDates = <T extends SummaryRow>(r: T) => ({
  ...r,
  plannedDeparture: r.plannedDeparture.toISOString(),
  plannedArrival: r.plannedArrival.toISOString(),
  startedAt: r.startedAt?.toISOString() ?? null,
  returnedAt: r.returnedAt?.toISOString() ?? null,
});

const tripSelect = (db: DbOrTx, employeeId: number) =>
  db
    .select(summaryColumns(employeeId))
    .from(travelOrders)
    .innerJoin(travelRoutes, eq(travelRoutes.id, travelOrders.routeId))
    .innerJoin(routeCodes, eq(routeCodes.id, travelRoutes.routeCodeId))
    .innerJoin(origin, eq(origin.code, travelRoutes.originCode))
    .innerJoin(destination, eq(destination.code, travelRoutes.destinationCode))
    .innerJoin(tractor, eq(tractor.id, travelOrders.tractorId))
    .leftJoin(semitrailer, eq(semitrailer.id, travelOrders.semitrailerId))
    .innerJoin(serviceOrders, eq(serviceOrders.id, travelOrders.serviceOrderId))
    .innerJoin(clients, eq(clients.id, serviceOrders.clientId));

/** Lima's day `date` starts at 05:00 UTC. */
const limaDayStart = (date: string) => new Date(`${date}T05:00:00Z`);

export type TripListParams = TDriverTripListQuery & { page: number; perPage: number };

export const listOwnTrips = (db: DbOrTx, employeeId: number, query: TripListParams) => {
  const f = query.filters ?? {};
  const where = and(
    ownTrip(employeeId),
    f.scope === 'current' ? inArray(travelOrders.state, CURRENT_STATES) : undefined,
    f.scope === 'next' ? eq(travelOrders.state, 'registered') : undefined,
    f.scope === 'past' ? inArray(travelOrders.state, PAST_STATES) : undefined,
    f.state ? eq(travelOrders.state, f.state) : undefined,
    f.from ? gte(travelOrders.plannedDeparture, limaDayStart(f.from)) : undefined,
    f.to ? lt(travelOrders.plannedDeparture, new Date(limaDayStart(f.to).getTime() + 86_400_000)) : undefined,
  );
  // Past trips read newest first; current and next ones in the order they happen.
  const sortDesc = query.sortBy ? query.sortDesc : f.scope === 'past';
  const sortColumn = query.sortBy === 'code' ? travelOrders.code : travelOrders.plannedDeparture;
  return pagedList(
    query,
    tripSelect(db, employeeId)
      .where(where)
      .orderBy(ordered(sortColumn, sortDesc), asc(travelOrders.id))
      .$dynamic(),
    db.select({ n: countRows }).from(travelOrders).where(where),
  ).then((page) => ({ data: page.data.map(isoDates), total: page.total }));
};

/** The first trip of the employee in one of `states`, by departure. */
export const firstOwnTrip = async (db: DbOrTx, employeeId: number, states: TravelOrderState[]) => {
  const [row] = await tripSelect(db, employeeId)
    .where(and(ownTrip(employeeId), inArray(travelOrders.state, states)))
    .orderBy(asc(travelOrders.plannedDeparture), asc(travelOrders.id))
    .limit(1);
  return row ? isoDates(row) : null;
};

/** The trip, only when the employee drives it or rides along (null otherwise: a 404). */
export const findOwnTrip = async (db: DbOrTx, employeeId: number, id: number) => {
  const [row] = await tripSelect(db, employeeId).where(and(eq(travelOrders.id, id), ownTrip(employeeId)));
  if (!row) return null;
  const [extra] = await db
    .select({
      serviceOrderCode: serviceOrders.code,
      driverName: nameOf(driverPerson),
      coDriverName: sql<
        string | null
      >`case when ${coDriverPerson.id} is null then null else ${nameOf(coDriverPerson)} end`,
      distanceKm: travelRoutes.distanceKm,
      expectedHours: travelRoutes.expectedHours,
      cargoDescription: serviceOrders.cargoDescription,
      weightKg: serviceOrders.weightKg,
      packages: serviceOrders.packages,
      originPoint: sql<
        string | null
      >`case when ${originPoint.id} is null then null else ${originPoint.name} || ' — ' || ${originPoint.address} end`,
      destinationPoint: sql<
        string | null
      >`case when ${destinationPoint.id} is null then null else ${destinationPoint.name} || ' — ' || ${destinationPoint.address} end`,
      expectedTolls: travelOrders.expectedTolls,
      fuelAllowance: travelOrders.fuelAllowance,
      otherAllowance: travelOrders.otherAllowance,
      advancePaidAt: travelOrders.advancePaidAt,
      observations: travelOrders.observations,
      settledAt: travelOrders.settledAt,
    })
    .from(travelOrders)
    .innerJoin(serviceOrders, eq(serviceOrders.id, travelOrders.serviceOrderId))
    .innerJoin(travelRoutes, eq(travelRoutes.id, travelOrders.routeId))
    .innerJoin(driverPerson, eq(driverPerson.id, travelOrders.driverId))
    .leftJoin(coDriverPerson, eq(coDriverPerson.id, travelOrders.coDriverId))
    .leftJoin(originPoint, eq(originPoint.id, serviceOrders.originPointId))
    .leftJoin(destinationPoint, eq(destinationPoint.id, serviceOrders.destinationPointId))
    .where(eq(travelOrders.id, id));
  if (!extra) return null;
  return { ...isoDates(row), ...extra, advancePaidAt: extra.advancePaidAt?.toISOString() ?? null };
};

export const tripTimeline = async (db: DbOrTx, id: number) => {
  const rows = await db
    .select({
      id: travelOrderEvents.id,
      kind: travelOrderEvents.kind,
      fromState: travelOrderEvents.fromState,
      toState: travelOrderEvents.toState,
      note: travelOrderEvents.note,
      actorName: actors.fullName,
      at: travelOrderEvents.at,
    })
    .from(travelOrderEvents)
    .leftJoin(actors, eq(actors.id, travelOrderEvents.actorId))
    .where(eq(travelOrderEvents.travelOrderId, id))
    .orderBy(desc(travelOrderEvents.at), desc(travelOrderEvents.id));
  return rows.map((r) => ({ ...r, at: r.at.toISOString() }));
};

/** The trip's viatics that are the employee's own (the co-driver's are theirs). */
export const tripViatics = (db: DbOrTx, id: number, employeeId: number) =>
  db
    .select({
      id: viatics.id,
      startDate: viatics.startDate,
      endDate: viatics.endDate,
      total: viatics.total,
      status: viatics.status,
    })
    .from(viatics)
    .where(and(eq(viatics.travelOrderId, id), eq(viatics.employeeId, employeeId)))
    .orderBy(asc(viatics.startDate));

export const tripReceipts = async (db: DbOrTx, id: number) => {
  const rows = await db
    .select({
      id: driverTripReceipts.id,
      travelOrderId: driverTripReceipts.travelOrderId,
      mimeType: driverTripReceipts.mimeType,
      size: driverTripReceipts.size,
      uploadedAt: driverTripReceipts.uploadedAt,
    })
    .from(driverTripReceipts)
    .where(eq(driverTripReceipts.travelOrderId, id))
    .orderBy(desc(driverTripReceipts.uploadedAt), desc(driverTripReceipts.id));
  return rows.map((r) => ({ ...r, uploadedAt: r.uploadedAt.toISOString() }));
};

/** A receipt of a trip the employee drives or rides along on. */
export const findOwnReceipt = async (db: DbOrTx, employeeId: number, receiptId: number) => {
  const [row] = await db
    .select({ storageKey: driverTripReceipts.storageKey, mimeType: driverTripReceipts.mimeType })
    .from(driverTripReceipts)
    .innerJoin(travelOrders, eq(travelOrders.id, driverTripReceipts.travelOrderId))
    .where(and(eq(driverTripReceipts.id, receiptId), ownTrip(employeeId)));
  return row ?? null;
};

/** Any receipt, for operations (who see every trip). */
export const findReceipt = async (db: DbOrTx, receiptId: number) => {
  const [row] = await db
    .select({ storageKey: driverTripReceipts.storageKey, mimeType: driverTripReceipts.mimeType })
    .from(driverTripReceipts)
    .where(eq(driverTripReceipts.id, receiptId));
  return row ?? null;
};

export const travelOrderExists = async (db: DbOrTx, id: number) => {
  const [row] = await db.select({ id: travelOrders.id }).from(travelOrders).where(eq(travelOrders.id, id));
  return Boolean(row);
};
