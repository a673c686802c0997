import type { TravelOrderState } from '@zerg/shared';
import { and, asc, desc, eq, inArray, ne, not, type SQL, type SQLWrapper, sql } from 'drizzle-orm';
import { type AnyPgColumn, QueryBuilder } from 'drizzle-orm/pg-core';
import type { DbOrTx } from '../../db/client.ts';
import { type Looked, lookupOf, outerRef, qualified } from '../../platform/db/lookup.ts';
import { clientLegalNameOf, clientMatches } from '../clients/index.ts';
import { employeeNameMatches } from '../employees/index.ts';
import { vehiclePlateMatches } from '../fleet/index.ts';
import { serviceOrders } from './service-order.table.ts';
import { travelOrders } from './travel-order.table.ts';

/*
 * The reads other modules make of a trip beside a row of their own (document orders, settlements):
 * its columns and its service order's, shown and sorted by in SQL, the filters and search of their
 * lists as semijoins, a picker's choices, one trip's facts, and the trips the demo seeds build on.
 */

type Reference = AnyPgColumn | SQLWrapper;

const t = {
  id: qualified(travelOrders.id),
  code: qualified(travelOrders.code),
  serviceOrderId: qualified(travelOrders.serviceOrderId),
  tractorId: qualified(travelOrders.tractorId),
  semitrailerId: qualified(travelOrders.semitrailerId),
  driverId: qualified(travelOrders.driverId),
  coDriverId: qualified(travelOrders.coDriverId),
  state: qualified(travelOrders.state),
  plannedDeparture: qualified(travelOrders.plannedDeparture),
  finishedAt: qualified(travelOrders.finishedAt),
};
const tripsWithOrders = sql`${travelOrders} join ${serviceOrders} on ${qualified(serviceOrders.id)} = ${t.serviceOrderId}`;

/** The code of the trip `travelOrderId` points at. */
export const tripCodeOf = <R extends Reference>(travelOrderId: R) =>
  lookupOf(travelOrders.code, travelOrders.id, travelOrderId);

/** The tractor (or rigid truck) of the trip `travelOrderId` points at. */
export const tripTractorIdOf = <R extends Reference>(travelOrderId: R) =>
  lookupOf(travelOrders.tractorId, travelOrders.id, travelOrderId);

/** The driver of the trip `travelOrderId` points at. */
export const tripDriverIdOf = <R extends Reference>(travelOrderId: R) =>
  lookupOf(travelOrders.driverId, travelOrders.id, travelOrderId);

/** The code of the service order of the trip `travelOrderId` points at. */
export const tripServiceOrderCodeOf = <R extends Reference>(travelOrderId: R) =>
  sql<
    Looked<typeof serviceOrders.code, R>
  >`(select ${qualified(serviceOrders.code)} from ${tripsWithOrders} where ${t.id} = ${outerRef(travelOrderId)})`;

/** The client of the trip `travelOrderId` points at (its service order's). */
export const tripClientIdOf = <R extends Reference>(travelOrderId: R) =>
  sql<
    Looked<typeof serviceOrders.clientId, R>
  >`(select ${qualified(serviceOrders.clientId)} from ${tripsWithOrders} where ${t.id} = ${outerRef(travelOrderId)})`;

export type TripFilter = {
  state?: TravelOrderState;
  clientId?: number;
  /** As tractor or semi-trailer. */
  vehicleId?: number;
  /** As driver or co-driver. */
  driverId?: number;
  /** Days, first and last included: the planned departure, or the finishing. */
  departureFrom?: string;
  departureTo?: string;
  finishedFrom?: string;
  finishedTo?: string;
};

/** Keeps the rows whose trip passes `filter`, as a semijoin; undefined when it asks nothing. */
export const tripWhere = (travelOrderId: Reference, f: TripFilter): SQL | undefined => {
  const parts: SQL[] = [];
  if (f.state) parts.push(sql`${t.state} = ${f.state}`);
  if (f.clientId) parts.push(sql`${qualified(serviceOrders.clientId)} = ${f.clientId}`);
  if (f.vehicleId) parts.push(sql`(${t.tractorId} = ${f.vehicleId} or ${t.semitrailerId} = ${f.vehicleId})`);
  if (f.driverId) parts.push(sql`(${t.driverId} = ${f.driverId} or ${t.coDriverId} = ${f.driverId})`);
  if (f.departureFrom) parts.push(sql`${t.plannedDeparture} >= ${f.departureFrom}::date`);
  if (f.departureTo) parts.push(sql`${t.plannedDeparture} < ${f.departureTo}::date + 1`);
  if (f.finishedFrom) parts.push(sql`${t.finishedAt} >= ${f.finishedFrom}::date`);
  if (f.finishedTo) parts.push(sql`${t.finishedAt} < ${f.finishedTo}::date + 1`);
  if (!parts.length) return undefined;
  return sql`${outerRef(travelOrderId)} in (select ${t.id} from ${tripsWithOrders} where ${sql.join(parts, sql` and `)})`;
};

/**
 * Keeps the rows whose trip's code, client's legal name, tractor's plate or driver's name matches
 * the ilike `pattern`, as a semijoin.
 */
export const tripMatches = (travelOrderId: Reference, pattern: string) =>
  sql`${outerRef(travelOrderId)} in (select ${t.id} from ${tripsWithOrders} where ${t.code} ilike ${pattern}
    or ${clientMatches(qualified(serviceOrders.clientId), pattern, ['legalName'])}
    or ${vehiclePlateMatches(t.tractorId, pattern)} or ${employeeNameMatches(t.driverId, pattern)})`;

/**
 * The trips not canceled that `taken` (a condition on the trip's id) does not hold, latest
 * departure first, with their client's legal name: a picker's choices.
 */
export const tripChoices = (db: DbOrTx, taken: (travelOrderId: SQL) => SQL, limit: number) =>
  db
    .select({
      id: travelOrders.id,
      code: travelOrders.code,
      client: clientLegalNameOf(serviceOrders.clientId),
    })
    .from(travelOrders)
    .innerJoin(serviceOrders, eq(serviceOrders.id, travelOrders.serviceOrderId))
    .where(and(ne(travelOrders.state, 'canceled'), not(taken(t.id))))
    .orderBy(desc(travelOrders.plannedDeparture))
    .limit(limit);

/**
 * Every trip with its service order's client and cargo, as a subquery the lists of trips of other
 * modules (the settlements, the driver's phone) select from, join their own rows to and sort by.
 */
export const tripRows = new QueryBuilder()
  .select({
    id: travelOrders.id,
    code: travelOrders.code,
    state: travelOrders.state,
    serviceOrderCode: sql<string>`${qualified(serviceOrders.code)}`.as('service_order_code'),
    clientId: serviceOrders.clientId,
    cargoDescription: serviceOrders.cargoDescription,
    weightKg: serviceOrders.weightKg,
    packages: serviceOrders.packages,
    originPointId: serviceOrders.originPointId,
    destinationPointId: serviceOrders.destinationPointId,
    routeId: travelOrders.routeId,
    tractorId: travelOrders.tractorId,
    semitrailerId: travelOrders.semitrailerId,
    driverId: travelOrders.driverId,
    coDriverId: travelOrders.coDriverId,
    plannedDeparture: travelOrders.plannedDeparture,
    plannedArrival: travelOrders.plannedArrival,
    startedAt: travelOrders.startedAt,
    returnedAt: travelOrders.returnedAt,
    finishedAt: travelOrders.finishedAt,
    settledAt: travelOrders.settledAt,
    expectedTolls: travelOrders.expectedTolls,
    fuelAllowance: travelOrders.fuelAllowance,
    otherAllowance: travelOrders.otherAllowance,
    advancePaidAt: travelOrders.advancePaidAt,
    observations: travelOrders.observations,
  })
  .from(travelOrders)
  .innerJoin(serviceOrders, eq(serviceOrders.id, travelOrders.serviceOrderId))
  .as('trip');

export type TripFacts = {
  id: number;
  code: string;
  state: TravelOrderState;
  driverId: number;
  coDriverId: number | null;
  companyId: number;
  plannedDeparture: Date;
  finishedAt: Date | null;
  settledAt: Date | null;
  expectedTolls: string;
  fuelAllowance: string;
  otherAllowance: string;
};

/**
 * One trip's facts, with its service order's company; null when there is none. `lock` holds the
 * trip's row (not its service order's) until the transaction ends.
 */
export const findTrip = async (
  db: DbOrTx,
  id: number,
  lock?: 'share' | 'update',
): Promise<TripFacts | null> => {
  const query = db
    .select({
      id: travelOrders.id,
      code: travelOrders.code,
      state: travelOrders.state,
      driverId: travelOrders.driverId,
      coDriverId: travelOrders.coDriverId,
      companyId: serviceOrders.companyId,
      plannedDeparture: travelOrders.plannedDeparture,
      finishedAt: travelOrders.finishedAt,
      settledAt: travelOrders.settledAt,
      expectedTolls: travelOrders.expectedTolls,
      fuelAllowance: travelOrders.fuelAllowance,
      otherAllowance: travelOrders.otherAllowance,
    })
    .from(travelOrders)
    .innerJoin(serviceOrders, eq(serviceOrders.id, travelOrders.serviceOrderId))
    .where(eq(travelOrders.id, id));
  const [row] = await (lock ? query.for(lock, { of: travelOrders }) : query);
  return row ?? null;
};

export type Trip = typeof travelOrders.$inferSelect;

/** The trips in any of `states`, whole, by id: what the demo seeds build on. */
export const tripsInStates = (db: DbOrTx, states: readonly TravelOrderState[]): Promise<Trip[]> =>
  db
    .select()
    .from(travelOrders)
    .where(inArray(travelOrders.state, [...states]))
    .orderBy(asc(travelOrders.id));
