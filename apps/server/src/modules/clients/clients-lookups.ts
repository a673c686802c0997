import { asc, eq, type SQLWrapper, sql } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { DbOrTx } from '../../db/client.ts';
import { lookupOf, outerRef, qualified } from '../../platform/db/lookup.ts';
import { clientDeliveryPoints, clients } from './client.table.ts';

/*
 * The reads other modules make of a client beside a row of their own lists (its name, shown,
 * searched and sorted by in SQL, a delivery point's name) and the demo seeds' lookups.
 */

type Reference = AnyPgColumn | SQLWrapper;

/** The name lists show for the client `clientId` points at: its trade name, else its legal name. */
export const clientNameOf = (clientId: Reference) =>
  sql<string>`(select coalesce(${qualified(clients.tradeName)}, ${qualified(clients.legalName)}) from ${clients} where ${qualified(clients.id)} = ${outerRef(clientId)})`;

/** The document number (RUC or DNI) of the client `clientId` points at. */
export const clientDocumentOf = <R extends Reference>(clientId: R) =>
  lookupOf(clients.documentNumber, clients.id, clientId);

/** The name of the delivery point `pointId` points at; null where it points nowhere. */
export const deliveryPointNameOf = <R extends Reference>(pointId: R) =>
  lookupOf(clientDeliveryPoints.name, clientDeliveryPoints.id, pointId);

/** "Name — address" of the delivery point `pointId` points at; null where it points nowhere. */
export const deliveryPointLabelOf = (pointId: Reference) =>
  sql<
    string | null
  >`(select ${qualified(clientDeliveryPoints.name)} || ' — ' || ${qualified(clientDeliveryPoints.address)} from ${clientDeliveryPoints} where ${qualified(clientDeliveryPoints.id)} = ${outerRef(pointId)})`;

/** The legal name of the client `clientId` points at. */
export const clientLegalNameOf = <R extends Reference>(clientId: R) =>
  lookupOf(clients.legalName, clients.id, clientId);

export type ClientSearchField = 'legalName' | 'tradeName' | 'documentNumber';

/** Keeps the rows whose client has one of `fields` matching the ilike `pattern`, as a semijoin. */
export const clientMatches = (
  clientId: Reference,
  pattern: string,
  fields: readonly ClientSearchField[] = ['legalName', 'tradeName'],
) =>
  sql`${outerRef(clientId)} in (select ${qualified(clients.id)} from ${clients} where ${sql.join(
    fields.map((f) => sql`${qualified(clients[f])} ilike ${pattern}`),
    sql` or `,
  )})`;

/** The id of the client with that document number, for the demo seeds; undefined when none has it. */
export const clientIdByDocument = async (db: DbOrTx, documentNumber: string): Promise<number | undefined> => {
  const [row] = await db
    .select({ id: clients.id })
    .from(clients)
    .where(eq(clients.documentNumber, documentNumber));
  return row?.id;
};

/** The first `limit` active clients by id, with their legal name and document, for the demo seeds. */
export const firstActiveClients = (
  db: DbOrTx,
  limit: number,
): Promise<{ id: number; legalName: string; documentNumber: string }[]> =>
  db
    .select({ id: clients.id, legalName: clients.legalName, documentNumber: clients.documentNumber })
    .from(clients)
    .where(eq(clients.isActive, true))
    .orderBy(asc(clients.id))
    .limit(limit);

/** The name lists show and the document of the client `id`, for a document or an entry naming it. */
export const clientParty = async (
  db: DbOrTx,
  id: number,
): Promise<{ name: string; document: string } | undefined> => {
  const [row] = await db
    .select({
      name: sql<string>`coalesce(${clients.tradeName}, ${clients.legalName})`,
      document: clients.documentNumber,
    })
    .from(clients)
    .where(eq(clients.id, id));
  return row;
};
