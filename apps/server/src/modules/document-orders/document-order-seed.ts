import { type DocumentOrderState, TRAVEL_ORDER_STATES } from '@zerg/shared';
import type { DbOrTx } from '../../db/client.ts';
import { tripsInStates } from '../operations/index.ts';
import { documentOrders, shipmentDocuments } from './document-order.table.ts';

const stateOfTrip = (state: string): DocumentOrderState =>
  state === 'finished' ? 'delivered_to_client' : state === 'registered' ? 'received' : 'in_transit';

/** `PE` + 15 digits + `PE`: 19 characters, like a courier's tracking number. */
const trackingOf = (n: number) => `PE${String(730_004_512_000_000 + n * 7919).padStart(15, '0')}PE`;

/** A document order for each demo trip that is not canceled, with its guides, invoice and receipt. */
export const insertDemoDocumentOrders = async (tx: DbOrTx, operatorUserId: number | null) => {
  const trips = (
    await tripsInStates(
      tx,
      TRAVEL_ORDER_STATES.filter((s) => s !== 'canceled'),
    )
  )
    .map((t) => ({
      id: t.id,
      state: t.state,
      departure: t.plannedDeparture,
      arrival: t.plannedArrival,
      returnedAt: t.returnedAt,
    }))
    .sort((a, b) => a.departure.getTime() - b.departure.getTime() || a.id - b.id);
  const seededAt = Date.now();
  for (const [i, trip] of trips.entries()) {
    const state = stateOfTrip(trip.state);
    const [order] = await tx
      .insert(documentOrders)
      .values({
        travelOrderId: trip.id,
        trackingNumber: trackingOf(i + 1),
        state,
        // The papers reach the client with the cargo: by the time the truck is back, not when it leaves.
        deliveredAt: state === 'delivered_to_client' ? (trip.returnedAt ?? trip.arrival) : null,
        createdBy: operatorUserId,
        updatedBy: operatorUserId,
        // Received before the truck leaves: a trip planned for next week has its papers already, not in the future.
        createdAt: trip.departure.getTime() > seededAt ? new Date(seededAt) : trip.departure,
      })
      .onConflictDoNothing()
      .returning({ id: documentOrders.id });
    if (!order) continue;
    const day = trip.departure.toISOString().slice(0, 10);
    const docs = [
      { kind: 'carrier_guide' as const, series: 'T001', number: String(4500 + i).padStart(8, '0') },
      { kind: 'client_guide' as const, series: 'EG07', number: String(18_230 + i * 3) },
      ...(state === 'delivered_to_client'
        ? [
            { kind: 'invoice' as const, series: 'F001', number: String(2210 + i) },
            {
              kind: 'delivery_receipt' as const,
              series: null,
              number: `CE-${String(880 + i).padStart(6, '0')}`,
            },
          ]
        : []),
    ];
    await tx
      .insert(shipmentDocuments)
      .values(
        docs.map((d) => ({ ...d, documentOrderId: order.id, issueDate: day, createdBy: operatorUserId })),
      )
      .onConflictDoNothing();
  }
};
