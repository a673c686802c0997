import type { TDocumentOrderListQuery } from '@zerg/shared';
import { and, asc, desc, eq, or, type SQL, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { qualified } from '../../platform/db/lookup.ts';
import { containsPattern, countRows, ordered, pagedList } from '../../platform/db/paged-list.ts';
import { clientLegalNameOf } from '../clients/index.ts';
import { employeeFullNameOf } from '../employees/index.ts';
import { vehiclePlateOf } from '../fleet/index.ts';
import {
  tripChoices,
  tripClientIdOf,
  tripCodeOf,
  tripDriverIdOf,
  tripMatches,
  tripServiceOrderCodeOf,
  tripTractorIdOf,
  tripWhere,
} from '../operations/index.ts';
import { documentOrders as d, documentOrderScans, shipmentDocuments } from './document-order.table.ts';

export type DocumentOrderListParams = TDocumentOrderListQuery & { page: number; perPage: number };

// Qualified: in a select from one table the columns of its fields render unqualified.
const documentCount = sql<number>`(select count(*)::int from ${shipmentDocuments} where ${qualified(shipmentDocuments.documentOrderId)} = ${qualified(d.id)})`;

const travelOrderCode = tripCodeOf(d.travelOrderId);
const clientId = tripClientIdOf(d.travelOrderId);
const clientName = clientLegalNameOf(clientId);

const SORT_COLUMNS = {
  trackingNumber: d.trackingNumber,
  travelOrderCode,
  clientName,
  state: d.state,
  receivedAt: d.createdAt,
} as const;

const itemColumns = {
  id: d.id,
  travelOrderId: d.travelOrderId,
  travelOrderCode,
  serviceOrderCode: tripServiceOrderCodeOf(d.travelOrderId),
  clientId,
  clientName,
  vehiclePlate: vehiclePlateOf(tripTractorIdOf(d.travelOrderId)),
  driverName: employeeFullNameOf(tripDriverIdOf(d.travelOrderId)),
  trackingNumber: d.trackingNumber,
  state: d.state,
  observations: d.observations,
  documentCount,
  createdAt: d.createdAt,
  deliveredAt: d.deliveredAt,
};

const items = (db: DbOrTx) => db.select(itemColumns).from(d);

const counted = (db: DbOrTx) => db.select({ n: countRows }).from(d);

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
    const match = or(sql`${d.trackingNumber} ilike ${pattern}`, tripMatches(d.travelOrderId, pattern));
    if (match) conditions.push(match);
  }
  const f = query.filters;
  if (f?.state) conditions.push(eq(d.state, f.state));
  const trip = tripWhere(d.travelOrderId, {
    clientId: f?.clientId,
    vehicleId: f?.vehicleId,
    driverId: f?.driverId,
    departureFrom: f?.from,
    departureTo: f?.to,
  });
  if (trip) conditions.push(trip);
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
  tripChoices(db, (tripId) => sql`exists (select 1 from ${d} where ${d.travelOrderId} = ${tripId})`, 200);
