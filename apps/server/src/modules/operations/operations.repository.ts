import type { TTravelOrder, TTravelOrderListQuery } from '@zerg/shared';
import { TRAVEL_ORDER_ACTIVE_STATES, vehicleRoleOf } from '@zerg/shared';
import { type SQL, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { containsPattern } from '../../platform/db/paged-list.ts';
import { clients } from '../clients/index.ts';
import { employeeJobs, employees as employeesTable } from '../employees/index.ts';
import { vehicles as vehiclesTable, vehicleTypes } from '../fleet/index.ts';
import { routeCodes, travelRoutes, zones } from '../routes/index.ts';
import { users } from '../users/index.ts';
import { viatics } from '../viatics/index.ts';
import {
  CLIENT_NAME,
  iso,
  isoOrNull,
  numOrNull,
  personName,
  ROUTE_NAME,
  type Row,
  where,
} from './operations-sql.ts';
import { dispatchDocumentsByVehicle } from './vehicle-dispatch-documents.ts';

/** The reads of travel orders (operations-sql.ts holds what they share with service orders). */
const travelOrderSelect = sql`
  select t.*, so.code as so_code, ${CLIENT_NAME} as client_name, ${ROUTE_NAME} as route_name,
    tv.plate as tractor_plate, sv.plate as semitrailer_plate,
    ${personName('d')} as driver_name,
    case when cd.id is null then null else ${personName('cd')} end as co_driver_name
  from travel_orders t
  join service_orders so on so.id = t.service_order_id
  join ${clients} c on c.id = so.client_id
  join ${travelRoutes} r on r.id = t.route_id
  join ${routeCodes} rc on rc.id = r.route_code_id
  join ${vehiclesTable} tv on tv.id = t.tractor_id
  left join ${vehiclesTable} sv on sv.id = t.semitrailer_id
  join ${employeesTable} d on d.id = t.driver_id
  left join ${employeesTable} cd on cd.id = t.co_driver_id`;

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
  tractorPlate: 'tv.plate',
};

const travelOrderFilters = (query: TTravelOrderListQuery) => {
  const f = query.filters ?? {};
  const parts: SQL[] = [];
  if (query.q) {
    const p = containsPattern(query.q);
    parts.push(sql`(t.code ilike ${p} or so.code ilike ${p} or c.legal_name ilike ${p} or coalesce(c.trade_name, '') ilike ${p}
      or tv.plate ilike ${p} or coalesce(sv.plate, '') ilike ${p} or rc.code ilike ${p}
      or ${personName('d')} ilike ${p})`);
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
    left join ${users} u on u.id = e.actor_id where e.travel_order_id = ${id} order by e.at, e.id`);
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

export const travelOrderViaticsOf = async (db: DbOrTx, id: number) => {
  const res = await db.execute<Row>(sql`select v.id, ${personName('e')} as employee_name, z.name as zone_name,
      v.start_date::text as start_text, v.end_date::text as end_text, v.days, v.total, v.status
    from ${viatics} v join ${employeesTable} e on e.id = v.employee_id join ${zones} z on z.id = v.zone_id
    where v.travel_order_id = ${id} order by v.id`);
  return res.rows.map((r) => ({
    id: Number(r.id),
    employeeName: String(r.employee_name),
    zoneName: String(r.zone_name),
    startDate: String(r.start_text),
    endDate: String(r.end_text),
    days: Number(r.days),
    total: String(r.total),
    status: Number(r.status),
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

/** Active users holding a section (operations to tell of a trip's change). */
export const employeeIsDriver = async (db: DbOrTx, employeeId: number) => {
  const res = await db.execute<{
    ok: boolean;
  }>(sql`select (e.is_active and ej.personal_type = 'operations') as ok
    from ${employeesTable} e join ${employeeJobs} ej on ej.employee_id = e.id where e.id = ${employeeId}`);
  return Boolean(res.rows[0]?.ok);
};

/** What the travel order form offers: open service orders, active vehicles by role, active drivers. */
export const travelOrderFormOptions = async (db: DbOrTx) => {
  const orders = await db.execute<{
    id: number;
    name: string;
  }>(sql`select so.id, so.code || ' · ' || ${CLIENT_NAME} || ' · ' || rc.code as name
    from service_orders so join ${clients} c on c.id = so.client_id join ${travelRoutes} r on r.id = so.route_id
    join ${routeCodes} rc on rc.id = r.route_code_id where so.status in ('registered', 'in_progress') order by so.id desc limit 500`);
  const vehicles = await db.execute<{
    id: number;
    name: string;
    type: string;
  }>(sql`select v.id, v.plate || ' · ' || vt.name as name, vt.name as type
    from ${vehiclesTable} v join ${vehicleTypes} vt on vt.id = v.type_id where v.is_active order by v.plate`);
  const people = await db.execute<{ id: number; name: string }>(sql`select e.id, ${personName('e')} as name
    from ${employeesTable} e join ${employeeJobs} ej on ej.employee_id = e.id
    where e.is_active and ej.personal_type = 'operations' order by name`);
  const documents = await dispatchDocumentsByVehicle(db);
  const all = vehicles.rows.map((v) => ({
    id: Number(v.id),
    name: String(v.name),
    role: vehicleRoleOf(String(v.type)),
    documents: documents.get(Number(v.id)) ?? [],
  }));
  return {
    serviceOrders: orders.rows.map((r) => ({ id: Number(r.id), name: String(r.name) })),
    tractors: all.filter((v) => v.role !== 'semitrailer'),
    semitrailers: all
      .filter((v) => v.role === 'semitrailer')
      .map(({ id, name, documents: d }) => ({ id, name, documents: d })),
    drivers: people.rows.map((r) => ({ id: Number(r.id), name: String(r.name) })),
  };
};
