import type { TDocumentOrderListQuery } from '@zerg/shared';
import { and, asc, desc, eq, or, type SQL, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { containsPattern, countRows, ordered, pagedList } from '../../platform/db/paged-list.ts';
import { clients } from '../clients/index.ts';
import { employeeFullName, employees } from '../employees/index.ts';
import { vehicles } from '../fleet/index.ts';
import { serviceOrders, travelOrders } from '../operations/index.ts';
import { documentOrders as d, documentOrderScans, shipmentDocuments } from './document-order.table.ts';

export type DocumentOrderListParams = TDocumentOrderListQuery & { page: number; perPage: number };

const documentCount = sql<number>`(select count(*)::int from ${shipmentDocuments} where ${shipmentDocuments.documentOrderId} = ${d.id})`;

const SORT_COLUMNS = {
  trackingNumber: d.trackingNumber,
  travelOrderCode: travelOrders.code,
  clientName: clients.legalName,
  state: d.state,
  receivedAt: d.createdAt,
} as const;

const itemColumns = {
  id: d.id,
  travelOrderId: d.travelOrderId,
  travelOrderCode: travelOrders.code,
  serviceOrderCode: serviceOrders.code,
  clientId: clients.id,
  clientName: clients.legalName,
  vehiclePlate: vehicles.plate,
  driverName: employeeFullName,
  trackingNumber: d.trackingNumber,
  state: d.state,
  observations: d.observations,
  documentCount,
  createdAt: d.createdAt,
  deliveredAt: d.deliveredAt,
};

const items = (db: DbOrTx) =>
  db
    .select(itemColumns)
    .from(d)
    .innerJoin(travelOrders, eq(travelOrders.id, d.travelOrderId))
    .innerJoin(serviceOrders, eq(serviceOrders.id, travelOrders.serviceOrderId))
    .innerJoin(clients, eq(clients.id, serviceOrders.clientId))
    .innerJoin(vehicles, eq(vehicles.id, travelOrders.tractorId))
    .innerJoin(employees, eq(employees.id, travelOrders.driverId));

const counted = (db: DbOrTx) =>
  db
    .select({ n: countRows })
    .from(d)
    .innerJoin(travelOrders, eq(travelOrders.id, d.travelOrderId))
    .innerJoin(serviceOrders, eq(serviceOrders.id, travelOrders.serviceOrderId))
    .innerJoin(clients, eq(clients.id, serviceOrders.clientId))
    .innerJoin(vehicles, eq(vehicles.id, travelOrders.tractorId))
    .innerJoin(employees, eq(employees.id, travelOrders.driverId));

const toItem = <T extends { createdAt: Date; deliveredAt: Date | null }>({
  createdAt,
  deliveredAt,
  ...r
}: T) => ({
  ...r,
  receivedAt: createdAt.toISOString(),
  deliveredAt: deliveredAt?.toISOString() ?? null,
});

const conditionsOf = (query: DocumentOrderListParams): SQL | undefined => {
  const conditions: SQL[] = [];
  if (query.q) {
    const pattern = containsPattern(query.q);
    const match = or(
      sql`${d.trackingNumber} ilike ${pattern}`,
      sql`${travelOrders.code} ilike ${pattern}`,
      sql`${clients.legalName} ilike ${pattern}`,
      sql`${vehicles.plate} ilike ${pattern}`,
      sql`${employeeFullName} ilike ${pattern}`,
    );
    if (match) conditions.push(match);
  }
  const f = query.filters;
  if (f?.state) conditions.push(eq(d.state, f.state));
  if (f?.clientId) conditions.push(eq(serviceOrders.clientId, f.clientId));
  if (f?.vehicleId)
    conditions.push(
      sql`(${travelOrders.tractorId} = ${f.vehicleId} or ${travelOrders.semitrailerId} = ${f.vehicleId})`,
    );
  if (f?.driverId)
    conditions.push(
      sql`(${travelOrders.driverId} = ${f.driverId} or ${travelOrders.coDriverId} = ${f.driverId})`,
    );
  if (f?.from) conditions.push(sql`${travelOrders.plannedDeparture} >= ${f.from}::date`);
  if (f?.to) conditions.push(sql`${travelOrders.plannedDeparture} < ${f.to}::date + 1`);
  return conditions.length ? and(...conditions) : undefined;
};

export const listDocumentOrders = async (db: DbOrTx, query: DocumentOrderListParams) => {
  const where = conditionsOf(query);
  const page = await pagedList(
    query,
    items(db)
      .where(where)
      .orderBy(
        query.sortBy ? ordered(SORT_COLUMNS[query.sortBy], query.sortDesc) : desc(d.createdAt),
        asc(d.id),
      )
      .$dynamic(),
    counted(db).where(where),
  );
  return { total: page.total, data: page.data.map(toItem) };
};

export const findDocumentOrderItem = async (db: DbOrTx, id: number) => {
  const [row] = await items(db).where(eq(d.id, id));
  if (!row) return null;
  const documents = await db
    .select({
      id: shipmentDocuments.id,
      kind: shipmentDocuments.kind,
      series: shipmentDocuments.series,
      number: shipmentDocuments.number,
      issueDate: shipmentDocuments.issueDate,
    })
    .from(shipmentDocuments)
    .where(eq(shipmentDocuments.documentOrderId, id))
    .orderBy(asc(shipmentDocuments.id));
  const scans = await db
    .select({
      id: documentOrderScans.id,
      name: documentOrderScans.originalName,
      mimeType: documentOrderScans.mimeType,
      size: documentOrderScans.size,
      uploadedAt: documentOrderScans.uploadedAt,
    })
    .from(documentOrderScans)
    .where(eq(documentOrderScans.documentOrderId, id))
    .orderBy(asc(documentOrderScans.id));
  return {
    ...toItem(row),
    documents,
    scans: scans.map((s) => ({ ...s, uploadedAt: s.uploadedAt.toISOString() })),
  };
};

/** Trips that may get a document order: not canceled, and without one yet. */
export const tripsWithoutDocumentOrder = (db: DbOrTx) =>
  db
    .select({ id: travelOrders.id, code: travelOrders.code, client: clients.legalName })
    .from(travelOrders)
    .innerJoin(serviceOrders, eq(serviceOrders.id, travelOrders.serviceOrderId))
    .innerJoin(clients, eq(clients.id, serviceOrders.clientId))
    .where(
      sql`${travelOrders.state} <> 'canceled' and not exists (select 1 from ${d} where ${d.travelOrderId} = ${travelOrders.id})`,
    )
    .orderBy(desc(travelOrders.plannedDeparture))
    .limit(200);
