import type { ZClientCreateBody } from '@zerg/shared';
import { and, eq, inArray, notInArray } from 'drizzle-orm';
import type { z } from 'zod';
import type { DbOrTx } from '../../db/client.ts';
import { clientAddresses, clientContacts, clientDeliveryPoints, clients } from './client.table.ts';

export type ClientInput = z.output<typeof ZClientCreateBody>;

const head = (input: ClientInput) => ({
  documentType: input.documentType,
  documentNumber: input.documentNumber,
  legalName: input.legalName,
  tradeName: input.tradeName,
  paymentTermDays: input.paymentTermDays,
  currency: input.currency,
  creditLimit: input.creditLimit,
});

/**
 * Writes the addresses, their delivery points and the contacts as the form lists them. Rows the
 * form names by id (of this client) are updated in place, so that orders pointing at a delivery
 * point keep pointing at it; rows it no longer lists are deleted; the rest are inserted.
 */
const writeNested = async (tx: DbOrTx, clientId: number, input: ClientInput) => {
  const keptAddresses = input.addresses.flatMap((a) => (a.id ? [a.id] : []));
  const keptPoints = input.addresses.flatMap((a) => a.deliveryPoints.flatMap((p) => (p.id ? [p.id] : [])));
  await tx
    .delete(clientDeliveryPoints)
    .where(
      and(
        eq(clientDeliveryPoints.clientId, clientId),
        keptPoints.length ? notInArray(clientDeliveryPoints.id, keptPoints) : undefined,
      ),
    );
  await tx
    .delete(clientAddresses)
    .where(
      and(
        eq(clientAddresses.clientId, clientId),
        keptAddresses.length ? notInArray(clientAddresses.id, keptAddresses) : undefined,
      ),
    );
  for (const [position, a] of input.addresses.entries()) {
    const values = { ubigeo: a.ubigeo, address: a.address, reference: a.reference, position };
    let addressId = a.id;
    if (addressId) {
      await tx
        .update(clientAddresses)
        .set(values)
        .where(and(eq(clientAddresses.id, addressId), eq(clientAddresses.clientId, clientId)));
    } else {
      const [row] = await tx
        .insert(clientAddresses)
        .values({ clientId, ...values })
        .returning({ id: clientAddresses.id });
      addressId = row?.id;
    }
    if (!addressId) throw new Error('address insert returned nothing');
    for (const [pointPosition, p] of a.deliveryPoints.entries()) {
      const { id, ...fields } = p;
      const point = { ...fields, addressId, position: pointPosition };
      if (id) {
        await tx
          .update(clientDeliveryPoints)
          .set(point)
          .where(and(eq(clientDeliveryPoints.id, id), eq(clientDeliveryPoints.clientId, clientId)));
      } else {
        await tx.insert(clientDeliveryPoints).values({ clientId, ...point });
      }
    }
  }
  await tx.delete(clientContacts).where(eq(clientContacts.clientId, clientId));
  if (input.contacts.length) {
    await tx
      .insert(clientContacts)
      .values(input.contacts.map((c, position) => ({ clientId, ...c, position })));
  }
};

export const insertClient = async (tx: DbOrTx, input: ClientInput, createdBy: number | null) => {
  const [row] = await tx
    .insert(clients)
    .values({ ...head(input), createdBy })
    .returning({ id: clients.id });
  if (!row) throw new Error('client insert returned nothing');
  await writeNested(tx, row.id, input);
  return row.id;
};

export const updateClient = async (tx: DbOrTx, id: number, input: ClientInput) => {
  await tx
    .update(clients)
    .set({ ...head(input), updatedAt: new Date() })
    .where(eq(clients.id, id));
  await writeNested(tx, id, input);
};

export const setClientActive = (tx: DbOrTx, id: number, isActive: boolean) =>
  tx.update(clients).set({ isActive, updatedAt: new Date() }).where(eq(clients.id, id));

/** Ids of `ids` that are addresses (or delivery points) of this client. */
export const ownedIds = async (db: DbOrTx, clientId: number, addressIds: number[], pointIds: number[]) => {
  const [addresses, points] = await Promise.all([
    addressIds.length
      ? db
          .select({ id: clientAddresses.id })
          .from(clientAddresses)
          .where(and(eq(clientAddresses.clientId, clientId), inArray(clientAddresses.id, addressIds)))
      : [],
    pointIds.length
      ? db
          .select({ id: clientDeliveryPoints.id })
          .from(clientDeliveryPoints)
          .where(and(eq(clientDeliveryPoints.clientId, clientId), inArray(clientDeliveryPoints.id, pointIds)))
      : [],
  ]);
  return { addresses: new Set(addresses.map((r) => r.id)), points: new Set(points.map((r) => r.id)) };
};
