import type { TTravelOrder, TTravelOrderListQuery } from '@zerg/shared';
import { TRAVEL_ORDER_ACTIVE_STATES, vehicleRoleOf } from '@zerg/shared';
import { type SQL, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { actors } from '../../platform/audit/actor.table.ts';
import { containsPattern } from '../../platform/db/paged-list.ts';
import { clientMatches, clientNameOf } from '../clients/index.ts';
import {
  employeeFullNameOf,
  employeeNameMatches,
  findEmployeeFacts,
  operationsStaff,
} from '../employees/index.ts';
import {
  activeVehicles,
  dispatchDocumentsByVehicle,
  vehiclePlateMatches,
  vehiclePlateOf,
} from '../fleet/index.ts';
import { routeCodeOf, routeLabelOf, routeMatches } from '../routes/index.ts';
import { iso, isoOrNull, numOrNull, type Row, where } from './operations-sql.ts';

/** The reads of travel orders (operations-sql.ts holds what they share with service orders). */
const travelOrderSelect = sql`
  select t.*, so.code as so_code, ${clientNameOf(sql`so.client_id`)} as client_name,
    ${routeLabelOf(sql`t.route_id`)} as route_name,
    ${vehiclePlateOf(sql`t.tractor_id`)} as tractor_plate, ${vehiclePlateOf(sql`t.semitrailer_id`)} as semitrailer_plate,
    ${employeeFullNameOf(sql`t.driver_id`)} as driver_name, ${employeeFullNameOf(sql`t.co_driver_id`)} as co_driver_name
  from travel_orders t
  join service_orders so on so.id = t.service_order_id`;

const toTravelOrder = (r: Row): TTravelOrder => ({
  id: Number(r.id),
  code: String(r.code),
  serviceOrderId: Number(r.service_order_id),
  serviceOrderCode: String(r.so_code),
  clientName: String(r.client_name),
  routeId: Number(r.route_id),
  routeName: String(r.route_name),
  tractorId: Number(r.tractor_id),
  tractorPlate: String(r.tractor_plate),
  semitrailerId: numOrNull(r.semitrailer_id),
  semitrailerPlate: (r.semitrailer_plate as string | null) ?? null,
  driverId: Number(r.driver_id),
  driverName: String(r.driver_name),
  coDriverId: numOrNull(r.co_driver_id),
  coDriverName: (r.co_driver_name as string | null) ?? null,
  plannedDeparture: iso(r.planned_departure),
  plannedArrival: iso(r.planned_arrival),
  startedAt: isoOrNull(r.started_at),
  returnedAt: isoOrNull(r.returned_at),
  finishedAt: isoOrNull(r.finished_at),
  expectedTolls: String(r.expected_tolls),
  fuelAllowance: String(r.fuel_allowance),
  otherAllowance: String(r.other_allowance),
  state: r.state as TTravelOrder['state'],
  settledAt: isoOrNull(r.settled_at),
  observations: (r.observations as string | null) ?? null,
  createdAt: iso(r.created_at),
});

export const findTravelOrderItem = async (db: DbOrTx, id: number) => {
  const res = await db.execute<Row>(sql`${travelOrderSelect} where t.id = ${id}`);
  const row = res.rows[0];
  return row ? toTravelOrder(row) : null;
};

const TO_SORT: Record<string, string> = {
  code: 't.code',
  plannedDeparture: 't.planned_departure',
  state: 't.state',
  driverName: 'driver_name',
  tractorPlate: 'tractor_plate',
};

const travelOrderFilters = (query: TTravelOrderListQuery) => {
  const f = query.filters ?? {};
  const parts: SQL[] = [];
  if (query.q) {
    const p = containsPattern(query.q);
    parts.push(sql`(t.code ilike ${p} or so.code ilike ${p} or ${clientMatches(sql`so.client_id`, p)}
      or ${vehiclePlateMatches(sql`t.tractor_id`, p)} or ${vehiclePlateMatches(sql`t.semitrailer_id`, p)}
      or ${routeMatches(sql`t.route_id`, p)} or ${employeeNameMatches(sql`t.driver_id`, p)})`);
  }
  if (f.state) parts.push(sql`t.state = ${f.state}`);
  if (f.serviceOrderId) parts.push(sql`t.service_order_id = ${f.serviceOrderId}`);
  if (f.clientId) parts.push(sql`so.client_id = ${f.clientId}`);
  if (f.vehicleId) parts.push(sql`(t.tractor_id = ${f.vehicleId} or t.semitrailer_id = ${f.vehicleId})`);
  if (f.driverId) parts.push(sql`(t.driver_id = ${f.driverId} or t.co_driver_id = ${f.driverId})`);
  if (f.dateFrom) parts.push(sql`t.planned_arrival >= ${f.dateFrom}::date`);
  if (f.dateTo) parts.push(sql`t.planned_departure < ${f.dateTo}::date + 1`);
  return parts;
};

export const listTravelOrders = async (
  db: DbOrTx,
  query: TTravelOrderListQuery & { page: number; perPage: number },
) => {
  const parts = travelOrderFilters(query);
  const order = sql.raw(
    `${TO_SORT[query.sortBy ?? 'plannedDeparture'] ?? 't.planned_departure'} ${query.sortDesc || !query.sortBy ? 'desc' : 'asc'}, t.id desc`,
  );
  const rows = await db.execute<Row>(
    sql`${travelOrderSelect} where ${where(parts)} order by ${order} limit ${query.perPage} offset ${(query.page - 1) * query.perPage}`,
  );
  const count = await db.execute<{ n: number }>(
    sql`select count(*)::int as n from (${travelOrderSelect} where ${where(parts)}) x`,
  );
  return { data: rows.rows.map(toTravelOrder), total: Number(count.rows[0]?.n ?? 0) };
};

export const travelOrderEventsOf = async (db: DbOrTx, id: number) => {
  const res = await db.execute<Row>(sql`select e.*, u.full_name as actor_name from travel_order_events e
    left join ${actors} u on u.id = e.actor_id where e.travel_order_id = ${id} order by e.at, e.id`);
  return res.rows.map((r) => ({
    id: Number(r.id),
    kind: r.kind as 'created' | 'updated' | 'state' | 'comment' | 'receipt' | 'settled',
    fromState: (r.from_state as TTravelOrder['state'] | null) ?? null,
    toState: (r.to_state as TTravelOrder['state'] | null) ?? null,
    note: (r.note as string | null) ?? null,
    actorName: (r.actor_name as string | null) ?? null,
    at: iso(r.at),
  }));
};

/**
 * Active trips (`TRAVEL_ORDER_ACTIVE_STATES`: registered, initiated, returning) other than
 * `exceptId` whose planned window overlaps [from, to) and that use any of these vehicles or
 * employees, in either slot.
 */
export const overlappingTrips = async (
  db: DbOrTx,
  p: { from: Date; to: Date; vehicleIds: number[]; employeeIds: number[]; exceptId: number | null },
) => {
  const ids = (xs: number[]) =>
    sql`array[${sql.join(xs.length ? xs.map((x) => sql`${x}`) : [sql`0`], sql`, `)}]::int[]`;
  const res = await db.execute<Row>(sql`select id, code, tractor_id, semitrailer_id, driver_id, co_driver_id
    from travel_orders
    where state in (${sql.join(
      TRAVEL_ORDER_ACTIVE_STATES.map((st) => sql`${st}`),
      sql`, `,
    )})
      and id <> ${p.exceptId ?? 0}
      and planned_departure < ${p.to.toISOString()} and ${p.from.toISOString()} < planned_arrival
      and (tractor_id = any(${ids(p.vehicleIds)}) or semitrailer_id = any(${ids(p.vehicleIds)})
        or driver_id = any(${ids(p.employeeIds)}) or co_driver_id = any(${ids(p.employeeIds)}))`);
  return res.rows.map((r) => ({
    id: Number(r.id),
    code: String(r.code),
    vehicles: [numOrNull(r.tractor_id), numOrNull(r.semitrailer_id)].filter((x): x is number => x !== null),
    employees: [numOrNull(r.driver_id), numOrNull(r.co_driver_id)].filter((x): x is number => x !== null),
  }));
};

/** The next code of a series for a year (`OS-2026-000001`); the caller holds the series' lock. */
export const nextCode = async (db: DbOrTx, table: 'service_orders' | 'travel_orders', prefix: string) => {
  const res = await db.execute<{ n: number }>(
    sql`select coalesce(max(substring(code from ${prefix.length + 1}::int)::int), 0)::int + 1 as n
      from ${sql.raw(table)} where code like ${`${prefix}%`}`,
  );
  return `${prefix}${String(res.rows[0]?.n ?? 1).padStart(6, '0')}`;
};

/** Whether the employee may drive a trip: active, of the operations staff. */
export const employeeIsDriver = async (db: DbOrTx, employeeId: number) => {
  const facts = await findEmployeeFacts(db, employeeId);
  return Boolean(facts?.isActive && facts.personalType === 'operations');
};

/** What the travel order form offers: open service orders, active vehicles by role, active drivers. */
export const travelOrderFormOptions = async (db: DbOrTx) => {
  const orders = await db.execute<{
    id: number;
    name: string;
  }>(sql`select so.id, so.code || ' · ' || ${clientNameOf(sql`so.client_id`)} || ' · ' || ${routeCodeOf(sql`so.route_id`)} as name
    from service_orders so where so.status in ('registered', 'in_progress') order by so.id desc limit 500`);
  const vehicles = await activeVehicles(db);
  const people = await operationsStaff(db);
  const documents = await dispatchDocumentsByVehicle(db);
  const all = vehicles.map((v) => ({
    id: v.id,
    name: `${v.plate} · ${v.typeName}`,
    role: vehicleRoleOf(v.typeName),
    documents: documents.get(v.id) ?? [],
  }));
  return {
    serviceOrders: orders.rows.map((r) => ({ id: Number(r.id), name: String(r.name) })),
    tractors: all.filter((v) => v.role !== 'semitrailer'),
    semitrailers: all
      .filter((v) => v.role === 'semitrailer')
      .map(({ id, name, documents: d }) => ({ id, name, documents: d })),
    drivers: people.map((r) => ({ id: r.id, name: r.fullName })),
  };
};
