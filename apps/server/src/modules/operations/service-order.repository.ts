import type { TServiceOrder, TServiceOrderListQuery } from '@zerg/shared';
import { type SQL, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { actors } from '../../platform/audit/actor.table.ts';
import { containsPattern } from '../../platform/db/paged-list.ts';
import { clientMatches, clientNameOf, deliveryPointNameOf } from '../clients/index.ts';
import { vehicleTypeNameOf } from '../fleet/index.ts';
import { routeLabelOf, routeMatches } from '../routes/index.ts';
import { iso, numOrNull, type Row, where } from './operations-sql.ts';

/** The reads of service orders (operations-sql.ts holds what they share with travel orders). */
const serviceOrderSelect = sql`
  select so.*, so.start_date::text as start_text, so.end_date::text as end_text,
    ${clientNameOf(sql`so.client_id`)} as client_name, ${deliveryPointNameOf(sql`so.origin_point_id`)} as origin_name,
    ${deliveryPointNameOf(sql`so.destination_point_id`)} as destination_name, ${routeLabelOf(sql`so.route_id`)} as route_name,
    ${vehicleTypeNameOf(sql`so.vehicle_type_id`)} as vehicle_type_name, u.full_name as created_by_name,
    (select count(*)::int from travel_orders t where t.service_order_id = so.id) as trips
  from service_orders so
  left join ${actors} u on u.id = so.created_by`;

const toServiceOrder = (r: Row): TServiceOrder => ({
  id: Number(r.id),
  code: String(r.code),
  clientId: Number(r.client_id),
  clientName: String(r.client_name),
  originPointId: numOrNull(r.origin_point_id),
  originPointName: (r.origin_name as string | null) ?? null,
  destinationPointId: numOrNull(r.destination_point_id),
  destinationPointName: (r.destination_name as string | null) ?? null,
  routeId: Number(r.route_id),
  routeName: String(r.route_name),
  vehicleTypeId: Number(r.vehicle_type_id),
  vehicleTypeName: String(r.vehicle_type_name),
  cargoDescription: String(r.cargo_description),
  weightKg: String(r.weight_kg),
  volumeM3: (r.volume_m3 as string | null) ?? null,
  packages: Number(r.packages),
  startDate: String(r.start_text),
  endDate: String(r.end_text),
  rateId: numOrNull(r.rate_id),
  ratePrice: (r.rate_price as string | null) ?? null,
  currency: r.currency as 'PEN' | 'USD',
  price: String(r.price),
  priceReason: (r.price_reason as string | null) ?? null,
  status: r.status as TServiceOrder['status'],
  observations: (r.observations as string | null) ?? null,
  travelOrders: Number(r.trips),
  createdByName: (r.created_by_name as string | null) ?? null,
  createdAt: iso(r.created_at),
});

export const findServiceOrderItem = async (db: DbOrTx, id: number) => {
  const res = await db.execute<Row>(sql`${serviceOrderSelect} where so.id = ${id}`);
  const row = res.rows[0];
  return row ? toServiceOrder(row) : null;
};

const SO_SORT: Record<string, string> = {
  code: 'so.code',
  startDate: 'so.start_date',
  clientName: 'client_name',
  price: 'so.price',
  status: 'so.status',
};

export const listServiceOrders = async (
  db: DbOrTx,
  query: TServiceOrderListQuery & { page: number; perPage: number },
) => {
  const f = query.filters ?? {};
  const parts: SQL[] = [];
  if (query.q) {
    const p = containsPattern(query.q);
    parts.push(
      sql`(so.code ilike ${p} or ${clientMatches(sql`so.client_id`, p)} or so.cargo_description ilike ${p} or ${routeMatches(sql`so.route_id`, p)})`,
    );
  }
  if (f.status) parts.push(sql`so.status = ${f.status}`);
  if (f.clientId) parts.push(sql`so.client_id = ${f.clientId}`);
  if (f.routeId) parts.push(sql`so.route_id = ${f.routeId}`);
  if (f.dateFrom) parts.push(sql`so.end_date >= ${f.dateFrom}`);
  if (f.dateTo) parts.push(sql`so.start_date <= ${f.dateTo}`);
  const order = sql.raw(
    `${SO_SORT[query.sortBy ?? 'startDate'] ?? 'so.start_date'} ${query.sortDesc || !query.sortBy ? 'desc' : 'asc'}, so.id desc`,
  );
  const rows = await db.execute<Row>(
    sql`${serviceOrderSelect} where ${where(parts)} order by ${order} limit ${query.perPage} offset ${(query.page - 1) * query.perPage}`,
  );
  const count = await db.execute<{ n: number }>(
    sql`select count(*)::int as n from service_orders so where ${where(parts)}`,
  );
  return { data: rows.rows.map(toServiceOrder), total: Number(count.rows[0]?.n ?? 0) };
};
