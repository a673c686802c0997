import type { TDriverTripListQuery, TravelOrderState } from '@zerg/shared';
import { and, asc, desc, eq, gte, inArray, lt, or, type SQL, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { countRows, ordered, pagedList } from '../../platform/db/paged-list.ts';
import { clientNameOf, deliveryPointLabelOf } from '../clients/index.ts';
import { employeeFullNameOf } from '../employees/index.ts';
import { vehiclePlateOf } from '../fleet/index.ts';
import { travelOrderEventsOf, tripRows as trip, tripWhere } from '../operations/index.ts';
import { routeCodeOf, routeDestinationNameOf, routeOriginNameOf, routesById } from '../routes/index.ts';
import { driverTripReceipts } from './driver-receipt.table.ts';

/** Where a trip stands for its driver: on the road (or just back), still to come, or done with. */
export const CURRENT_STATES: TravelOrderState[] = ['initiated', 'returning', 'returned'];
const PAST_STATES: TravelOrderState[] = ['finished', 'canceled'];

/** The trips where the employee drives or rides along. */
export const ownTrip = (employeeId: number): SQL =>
  or(eq(trip.driverId, employeeId), eq(trip.coDriverId, employeeId)) as SQL;

const summaryColumns = (employeeId: number) => ({
  id: trip.id,
  code: trip.code,
  state: trip.state,
  role: sql<
    'driver' | 'co_driver'
  >`case when ${trip.driverId} = ${employeeId} then 'driver' else 'co_driver' end`,
  routeCode: routeCodeOf(trip.routeId),
  origin: routeOriginNameOf(trip.routeId),
  destination: routeDestinationNameOf(trip.routeId),
  plannedDeparture: trip.plannedDeparture,
  plannedArrival: trip.plannedArrival,
  startedAt: trip.startedAt,
  returnedAt: trip.returnedAt,
  tractorPlate: vehiclePlateOf(trip.tractorId),
  semitrailerPlate: vehiclePlateOf(trip.semitrailerId),
  clientName: clientNameOf(trip.clientId),
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

const tripSelect = (db: DbOrTx, employeeId: number) => db.select(summaryColumns(employeeId)).from(trip);

/** Lima's day `date` starts at 05:00 UTC. */
const limaDayStart = (date: string) => new Date(`${date}T05:00:00Z`);

export type TripListParams = TDriverTripListQuery & { page: number; perPage: number };

export const listOwnTrips = (db: DbOrTx, employeeId: number, query: TripListParams) => {
  const f = query.filters ?? {};
  const where = and(
    ownTrip(employeeId),
    f.scope === 'current' ? inArray(trip.state, CURRENT_STATES) : undefined,
    f.scope === 'next' ? eq(trip.state, 'registered') : undefined,
    f.scope === 'past' ? inArray(trip.state, PAST_STATES) : undefined,
    f.state ? eq(trip.state, f.state) : undefined,
    f.from ? gte(trip.plannedDeparture, limaDayStart(f.from)) : undefined,
    f.to ? lt(trip.plannedDeparture, new Date(limaDayStart(f.to).getTime() + 86_400_000)) : undefined,
  );
  // Past trips read newest first; current and next ones in the order they happen.
  const sortDesc = query.sortBy ? query.sortDesc : f.scope === 'past';
  const sortColumn = query.sortBy === 'code' ? trip.code : trip.plannedDeparture;
  return pagedList(
    query,
    tripSelect(db, employeeId).where(where).orderBy(ordered(sortColumn, sortDesc), asc(trip.id)).$dynamic(),
    db.select({ n: countRows }).from(trip).where(where),
  ).then((page) => ({ data: page.data.map(isoDates), total: page.total }));
};

/** The first trip of the employee in one of `states`, by departure. */
export const firstOwnTrip = async (db: DbOrTx, employeeId: number, states: TravelOrderState[]) => {
  const [row] = await tripSelect(db, employeeId)
    .where(and(ownTrip(employeeId), inArray(trip.state, states)))
    .orderBy(asc(trip.plannedDeparture), asc(trip.id))
    .limit(1);
  return row ? isoDates(row) : null;
};

/** The trip, only when the employee drives it or rides along (null otherwise: a 404). */
export const findOwnTrip = async (db: DbOrTx, employeeId: number, id: number) => {
  const [row] = await tripSelect(db, employeeId).where(and(eq(trip.id, id), ownTrip(employeeId)));
  if (!row) return null;
  const [extra] = await db
    .select({
      serviceOrderCode: trip.serviceOrderCode,
      driverName: employeeFullNameOf(trip.driverId),
      coDriverName: employeeFullNameOf(trip.coDriverId),
      routeId: trip.routeId,
      cargoDescription: trip.cargoDescription,
      weightKg: trip.weightKg,
      packages: trip.packages,
      originPoint: deliveryPointLabelOf(trip.originPointId),
      destinationPoint: deliveryPointLabelOf(trip.destinationPointId),
      expectedTolls: trip.expectedTolls,
      fuelAllowance: trip.fuelAllowance,
      otherAllowance: trip.otherAllowance,
      advancePaidAt: trip.advancePaidAt,
      observations: trip.observations,
      settledAt: trip.settledAt,
    })
    .from(trip)
    .where(eq(trip.id, id));
  if (!extra) return null;
  const { serviceOrderCode, driverName, coDriverName, routeId, ...rest } = extra;
  const route = (await routesById(db, [routeId])).get(routeId);
  if (!route) return null;
  return {
    ...isoDates(row),
    serviceOrderCode,
    driverName,
    coDriverName,
    distanceKm: route.distanceKm,
    expectedHours: route.expectedHours,
    ...rest,
    advancePaidAt: extra.advancePaidAt?.toISOString() ?? null,
  };
};

/** The trip's timeline, newest first. */
export const tripTimeline = async (db: DbOrTx, id: number) => (await travelOrderEventsOf(db, id)).reverse();

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
    .where(
      and(
        eq(driverTripReceipts.id, receiptId),
        tripWhere(driverTripReceipts.travelOrderId, { driverId: employeeId }),
      ),
    );
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
