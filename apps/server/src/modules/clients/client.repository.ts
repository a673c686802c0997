import { OPTION_SEARCH_LIMIT, type TClientListQuery, type TOptionSearch } from '@zerg/shared';
import { and, asc, eq, inArray, type SQL, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { containsPattern, countRows, ordered, pagedList } from '../../platform/db/paged-list.ts';
import { districtNameOf } from '../references/index.ts';
import { clientAddresses, clientContacts, clientDeliveryPoints, clients } from './client.table.ts';

const deliveryPointCount = sql<number>`(select count(*)::int from client_delivery_points p where p.client_id = "clients"."id")`;
const mainContact = sql<
  string | null
>`(select c.name from client_contacts c where c.client_id = "clients"."id" order by c.position, c.id limit 1)`;

const SORT_COLUMNS = {
  legalName: clients.legalName,
  tradeName: clients.tradeName,
  documentNumber: clients.documentNumber,
  paymentTermDays: clients.paymentTermDays,
  creditLimit: clients.creditLimit,
  createdAt: clients.createdAt,
} as const;

export const listClients = async (
  db: DbOrTx,
  query: TClientListQuery & { page: number; perPage: number },
) => {
  const conditions: SQL[] = [];
  if (query.q) {
    const like = containsPattern(query.q);
    conditions.push(
      sql`(${clients.legalName} ilike ${like} or ${clients.tradeName} ilike ${like} or ${clients.documentNumber} like ${like})`,
    );
  }
  const f = query.filters;
  if (f?.status && f.status !== 'all') conditions.push(eq(clients.isActive, f.status === 'active'));
  if (f?.currency) conditions.push(eq(clients.currency, f.currency));
  if (f?.documentType) conditions.push(eq(clients.documentType, f.documentType));
  const where = conditions.length ? and(...conditions) : undefined;
  const page = await pagedList(
    query,
    db
      .select({
        id: clients.id,
        documentType: clients.documentType,
        documentNumber: clients.documentNumber,
        legalName: clients.legalName,
        tradeName: clients.tradeName,
        paymentTermDays: clients.paymentTermDays,
        currency: clients.currency,
        creditLimit: clients.creditLimit,
        deliveryPoints: deliveryPointCount,
        mainContact,
        isActive: clients.isActive,
        createdAt: clients.createdAt,
      })
      .from(clients)
      .where(where)
      .orderBy(ordered(SORT_COLUMNS[query.sortBy ?? 'legalName'], query.sortDesc), asc(clients.id))
      .$dynamic(),
    db.select({ n: countRows }).from(clients).where(where),
  );
  return {
    total: page.total,
    data: page.data.map((r) => ({ ...r, createdAt: r.createdAt.toISOString() })),
  };
};

export const findClientRow = async (db: DbOrTx, id: number) => {
  const [row] = await db.select().from(clients).where(eq(clients.id, id));
  return row ?? null;
};

export const findClientByDocument = async (db: DbOrTx, documentNumber: string) => {
  const [row] = await db
    .select({ id: clients.id })
    .from(clients)
    .where(eq(clients.documentNumber, documentNumber));
  return row ?? null;
};

/** The client with its addresses, their delivery points and its contacts, as the edit form shows it. */
export const findClientDetail = async (db: DbOrTx, id: number) => {
  const client = await findClientRow(db, id);
  if (!client) return null;
  const [addresses, points, contacts] = await Promise.all([
    db
      .select({
        id: clientAddresses.id,
        ubigeo: clientAddresses.ubigeo,
        districtName: districtNameOf(clientAddresses.ubigeo),
        address: clientAddresses.address,
        reference: clientAddresses.reference,
      })
      .from(clientAddresses)
      .where(eq(clientAddresses.clientId, id))
      .orderBy(asc(clientAddresses.position), asc(clientAddresses.id)),
    db
      .select({
        id: clientDeliveryPoints.id,
        addressId: clientDeliveryPoints.addressId,
        name: clientDeliveryPoints.name,
        address: clientDeliveryPoints.address,
        ubigeo: clientDeliveryPoints.ubigeo,
        districtName: districtNameOf(clientDeliveryPoints.ubigeo),
        contactName: clientDeliveryPoints.contactName,
        contactPhone: clientDeliveryPoints.contactPhone,
        latitude: clientDeliveryPoints.latitude,
        longitude: clientDeliveryPoints.longitude,
      })
      .from(clientDeliveryPoints)
      .where(eq(clientDeliveryPoints.clientId, id))
      .orderBy(asc(clientDeliveryPoints.position), asc(clientDeliveryPoints.id)),
    db
      .select({
        id: clientContacts.id,
        name: clientContacts.name,
        role: clientContacts.role,
        phone: clientContacts.phone,
        email: clientContacts.email,
      })
      .from(clientContacts)
      .where(eq(clientContacts.clientId, id))
      .orderBy(asc(clientContacts.position), asc(clientContacts.id)),
  ]);
  const { createdBy: _by, ...rest } = client;
  return {
    ...rest,
    createdAt: client.createdAt.toISOString(),
    updatedAt: client.updatedAt.toISOString(),
    addresses: addresses.map((a) => ({
      ...a,
      deliveryPoints: points.filter((p) => p.addressId === a.id).map(({ addressId: _a, ...p }) => p),
    })),
    contacts,
  };
};

/**
 * The active clients: the first matches of a search, every word somewhere in the legal or trade
 * name or the RUC (in any order), or the first ones by name; or the chosen ones by id.
 */
export const selectClients = (db: DbOrTx, search: TOptionSearch = {}) => {
  const words = (search.q ?? '').split(/[\s,]+/).filter(Boolean);
  const searched = sql`concat_ws(' ', ${clients.legalName}, ${clients.tradeName}, ${clients.documentNumber})`;
  return db
    .select({ id: clients.id, name: sql<string>`coalesce(${clients.tradeName}, ${clients.legalName})` })
    .from(clients)
    .where(
      and(
        eq(clients.isActive, true),
        search.ids ? inArray(clients.id, search.ids) : undefined,
        ...words.map((word) => sql`${searched} ilike ${containsPattern(word)}`),
      ),
    )
    .orderBy(sql`2`)
    .limit(OPTION_SEARCH_LIMIT);
};

export const deliveryPointsOf = (db: DbOrTx, clientId: number) =>
  db
    .select({
      id: clientDeliveryPoints.id,
      name: clientDeliveryPoints.name,
      address: clientDeliveryPoints.address,
      ubigeo: clientDeliveryPoints.ubigeo,
    })
    .from(clientDeliveryPoints)
    .where(eq(clientDeliveryPoints.clientId, clientId))
    .orderBy(asc(clientDeliveryPoints.position), asc(clientDeliveryPoints.id));
