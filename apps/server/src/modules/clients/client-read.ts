import { and, asc, eq } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { notFound } from '../../platform/errors/app-error.ts';
import { deliveryPointsOf } from './client.repository.ts';
import { clientAddresses, clientDeliveryPoints, clients } from './client.table.ts';

/** What an order needs of its client; null when the id names none. */
export const findClient = async (db: DbOrTx, id: number) => {
  const [row] = await db
    .select({
      id: clients.id,
      documentType: clients.documentType,
      documentNumber: clients.documentNumber,
      legalName: clients.legalName,
      tradeName: clients.tradeName,
      paymentTermDays: clients.paymentTermDays,
      currency: clients.currency,
      creditLimit: clients.creditLimit,
      isActive: clients.isActive,
    })
    .from(clients)
    .where(eq(clients.id, id));
  return row ?? null;
};

/** The client, or the 404 "Client not found" every module answers for an unknown client. */
export const assertClient = async (db: DbOrTx, id: number) => {
  const client = await findClient(db, id);
  if (!client) throw notFound('CLIENT_NOT_FOUND');
  return client;
};

export const listDeliveryPoints = (db: DbOrTx, clientId: number) => deliveryPointsOf(db, clientId);

/** Whether the delivery point belongs to the client (an order must not deliver to another's point). */
export const deliveryPointOfClient = async (db: DbOrTx, clientId: number, pointId: number) => {
  const [row] = await db
    .select({ id: clientDeliveryPoints.id })
    .from(clientDeliveryPoints)
    .where(and(eq(clientDeliveryPoints.id, pointId), eq(clientDeliveryPoints.clientId, clientId)));
  return Boolean(row);
};

/** A place of the client's (its first address, or a delivery point): district code and street. */
export type ClientPlace = { ubigeo: string; address: string };

/**
 * What a transport guide says of the client as the shipper (remitente): its document, legal name
 * and its first address; null when the id names no client.
 */
export const clientShipperOf = async (db: DbOrTx, id: number) => {
  const client = await findClient(db, id);
  if (!client) return null;
  const [address] = await db
    .select({ ubigeo: clientAddresses.ubigeo, address: clientAddresses.address })
    .from(clientAddresses)
    .where(eq(clientAddresses.clientId, id))
    .orderBy(asc(clientAddresses.position), asc(clientAddresses.id))
    .limit(1);
  return {
    documentType: client.documentType,
    documentNumber: client.documentNumber,
    legalName: client.legalName,
    address: (address ?? null) as ClientPlace | null,
  };
};

/** The district and street of a delivery point; null when the id names none. */
export const deliveryPointPlaceOf = async (db: DbOrTx, pointId: number): Promise<ClientPlace | null> => {
  const [row] = await db
    .select({ ubigeo: clientDeliveryPoints.ubigeo, address: clientDeliveryPoints.address })
    .from(clientDeliveryPoints)
    .where(eq(clientDeliveryPoints.id, pointId));
  return row ?? null;
};
