import { and, asc, eq, gte, inArray, lt, type SQL, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { vehicleTypeNameOf } from '../fleet/index.ts';
import { routeCourseOf } from '../routes/index.ts';
import { serviceOrders } from './service-order.table.ts';
import { travelOrders } from './travel-order.table.ts';

/** A finished trip as billing prices it: its day, route, vehicle type and service order. */
export type TripToBill = {
  travelOrderId: number;
  travelOrderCode: string;
  serviceOrderId: number;
  serviceOrderCode: string;
  companyId: number;
  clientId: number;
  /** The planned departure's day in Lima: the day whose rate prices the trip. */
  date: string;
  routeId: number;
  routeName: string;
  vehicleTypeId: number;
  vehicleTypeName: string;
  cargoDescription: string;
};

const tripDay = sql<string>`to_char(${travelOrders.plannedDeparture} at time zone 'America/Lima', 'YYYY-MM-DD')`;

const columns = {
  travelOrderId: travelOrders.id,
  travelOrderCode: travelOrders.code,
  serviceOrderId: serviceOrders.id,
  serviceOrderCode: serviceOrders.code,
  companyId: serviceOrders.companyId,
  clientId: serviceOrders.clientId,
  date: tripDay,
  routeId: travelOrders.routeId,
  routeName: routeCourseOf(travelOrders.routeId),
  vehicleTypeId: serviceOrders.vehicleTypeId,
  vehicleTypeName: vehicleTypeNameOf(serviceOrders.vehicleTypeId),
  cargoDescription: serviceOrders.cargoDescription,
};

/**
 * The finished trips of a client whose departure (Lima) falls in [from, to) and that `taken` (a
 * condition on the trip's id, the biller's own rows) does not hold: what is left to invoice.
 */
export const finishedTripsToBill = (
  db: DbOrTx,
  filter: { clientId: number; from: string; to: string; companyId?: number },
  taken: (travelOrderId: SQL) => SQL,
): Promise<TripToBill[]> =>
  db
    .select(columns)
    .from(travelOrders)
    .innerJoin(serviceOrders, eq(serviceOrders.id, travelOrders.serviceOrderId))
    .where(
      and(
        eq(serviceOrders.clientId, filter.clientId),
        eq(travelOrders.state, 'finished'),
        gte(
          travelOrders.plannedDeparture,
          sql`(${filter.from}::date)::timestamp at time zone 'America/Lima'`,
        ),
        lt(travelOrders.plannedDeparture, sql`(${filter.to}::date)::timestamp at time zone 'America/Lima'`),
        filter.companyId ? eq(serviceOrders.companyId, filter.companyId) : undefined,
        sql`not ${taken(sql`${travelOrders.id}`)}`,
      ),
    )
    .orderBy(asc(serviceOrders.id), asc(travelOrders.plannedDeparture), asc(travelOrders.id));

/** The trips of those ids with the same facts, whatever their state (a draft checks its lines). */
export const tripsToBillByIds = (
  db: DbOrTx,
  ids: readonly number[],
): Promise<(TripToBill & { state: string })[]> =>
  ids.length
    ? db
        .select({ ...columns, state: travelOrders.state })
        .from(travelOrders)
        .innerJoin(serviceOrders, eq(serviceOrders.id, travelOrders.serviceOrderId))
        .where(inArray(travelOrders.id, [...ids]))
    : Promise.resolve([]);
