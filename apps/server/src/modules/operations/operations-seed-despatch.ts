import { ne } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { travelOrders } from './travel-order.table.ts';
import { travelOrderDespatches } from './travel-order-despatch.table.ts';
import { despatchPartOf } from './travel-order-despatch-part.ts';

/**
 * Fills the GRE part of every demo trip that is not canceled, from what the trip suggests: the
 * client ships to itself (a transfer between its own premises, the usual case of the demo's cement,
 * beer and mining clients), covering one remitente guide of its own (EG01). Places the trip does
 * not name get a street of the demo's own, so a started trip could issue its guide.
 */
export const insertDemoDespatches = async (tx: DbOrTx, userId: number | null) => {
  const trips = await tx
    .select({ id: travelOrders.id })
    .from(travelOrders)
    .where(ne(travelOrders.state, 'canceled'))
    .orderBy(travelOrders.id);
  for (const [n, trip] of trips.entries()) {
    const part = await despatchPartOf(tx, trip.id);
    if (part.saved || !part.shipper) continue;
    const guides =
      part.shipper.documentType === '6'
        ? [{ series: 'EG01', number: 1200 + n, issuerRuc: part.shipper.documentNumber }]
        : [];
    await tx.insert(travelOrderDespatches).values({
      travelOrderId: trip.id,
      shipper: part.shipper,
      consignee: part.shipper,
      payer: null,
      senderGuides: guides,
      originUbigeo: part.originUbigeo,
      originAddress: part.originAddress ?? `Av. Industrial ${120 + ((n * 37) % 880)}`,
      destinationUbigeo: part.destinationUbigeo,
      destinationAddress: part.destinationAddress ?? `Carretera Central km ${10 + ((n * 13) % 90)}`,
      transferStartDate: part.transferStartDate,
      goods: part.goods,
      grossWeight: part.grossWeight,
      weightUnit: part.weightUnit,
      observations: null,
      updatedBy: userId,
    });
  }
};
