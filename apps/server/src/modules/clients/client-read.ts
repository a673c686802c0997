import { and, eq } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { notFound } from '../../platform/errors/app-error.ts';
import { deliveryPointsOf } from './client.repository.ts';
import { clientDeliveryPoints, clients } from './client.table.ts';

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
