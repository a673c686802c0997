import type { TRateListQuery } from '@zerg/shared';
import { and, asc, eq, ne, type SQL, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { actors } from '../../platform/audit/actor.table.ts';
import { containsPattern, countRows, ordered, pagedList } from '../../platform/db/paged-list.ts';
import { clientMatches, clientNameOf } from '../clients/index.ts';
import { vehicleTypeNameOf } from '../fleet/index.ts';
import { routeCodeOf, routeCourseOf, routeMatches } from '../routes/index.ts';
import { rates } from './rate.table.ts';

const clientName = clientNameOf(rates.clientId);
const routeCode = routeCodeOf(rates.routeId);
const vehicleTypeName = vehicleTypeNameOf(rates.vehicleTypeId);

const SORT = {
  client: clientName,
  route: routeCode,
  vehicleType: vehicleTypeName,
  amount: rates.amount,
  validFrom: rates.validFrom,
  validTo: sql`coalesce(${rates.validTo}, '9999-12-31'::date)`,
  createdAt: rates.createdAt,
} as const;

const columns = {
  id: rates.id,
  clientId: rates.clientId,
  clientName,
  routeId: rates.routeId,
  routeName: routeCourseOf(rates.routeId),
  vehicleTypeId: rates.vehicleTypeId,
  vehicleTypeName,
  currency: rates.currency,
  amount: rates.amount,
  validFrom: rates.validFrom,
  validTo: rates.validTo,
  status: rates.status,
  notes: rates.notes,
  createdByName: actors.fullName,
  createdAt: rates.createdAt,
  updatedAt: rates.updatedAt,
};

type Row = {
  createdAt: Date;
  updatedAt: Date;
  createdByName: string | null;
};
const present = <T extends Row>(r: T) => ({
  ...r,
  createdAt: r.createdAt.toISOString(),
  updatedAt: r.updatedAt.toISOString(),
});

/** The rate joined with what its list row shows. */
const selectRates = (db: DbOrTx) =>
  db.select(columns).from(rates).leftJoin(actors, eq(actors.id, rates.createdBy));

const conditionsOf = (query: TRateListQuery): SQL[] => {
  const conditions: SQL[] = [];
  if (query.q) {
    const like = containsPattern(query.q);
    conditions.push(
      sql`(${clientMatches(rates.clientId, like, ['legalName', 'tradeName', 'documentNumber'])} or ${routeMatches(rates.routeId, like, { places: true })})`,
    );
  }
  const f = query.filters;
  if (f?.clientId) conditions.push(eq(rates.clientId, f.clientId));
  if (f?.routeId) conditions.push(eq(rates.routeId, f.routeId));
  if (f?.vehicleTypeId) conditions.push(eq(rates.vehicleTypeId, f.vehicleTypeId));
  if (f?.currency) conditions.push(eq(rates.currency, f.currency));
  if (f?.status) conditions.push(eq(rates.status, f.status));
  if (f?.inForceOn) conditions.push(coversDay(f.inForceOn));
  return conditions;
};

/** The range includes `day`, first and last day included. */
export const coversDay = (day: string) =>
  sql`(${rates.validFrom} <= ${day}::date and (${rates.validTo} is null or ${rates.validTo} >= ${day}::date))`;

export const listRates = async (db: DbOrTx, query: TRateListQuery & { page: number; perPage: number }) => {
  const conditions = conditionsOf(query);
  const where = conditions.length ? and(...conditions) : undefined;
  const page = await pagedList(
    query,
    selectRates(db)
      .where(where)
      .orderBy(ordered(SORT[query.sortBy ?? 'client'], query.sortDesc), asc(rates.validFrom), asc(rates.id))
      .$dynamic(),
    db.select({ n: countRows }).from(rates).where(where),
  );
  return { total: page.total, data: page.data.map(present) };
};

export const findRate = async (db: DbOrTx, id: number) => {
  const [row] = await selectRates(db).where(eq(rates.id, id));
  return row ? present(row) : null;
};

export type RateKey = { clientId: number; routeId: number; vehicleTypeId: number };

/** The other active rates of the same client, route and type, which a range may not overlap. */
export const siblingRates = (db: DbOrTx, key: RateKey, exceptId: number | null) =>
  db
    .select({ id: rates.id, validFrom: rates.validFrom, validTo: rates.validTo })
    .from(rates)
    .where(
      and(
        eq(rates.clientId, key.clientId),
        eq(rates.routeId, key.routeId),
        eq(rates.vehicleTypeId, key.vehicleTypeId),
        eq(rates.status, 'active'),
        exceptId === null ? undefined : ne(rates.id, exceptId),
      ),
    )
    .orderBy(asc(rates.validFrom));

/**
 * Serialises the rate writes of one client, route and type, so two concurrent saves cannot both
 * pass the overlap check (the lock ends with the transaction).
 */
export const lockRateKey = (tx: DbOrTx, key: RateKey) =>
  tx.execute(
    sql`select pg_advisory_xact_lock(${4242010}::int, hashtext(${`${key.clientId}:${key.routeId}:${key.vehicleTypeId}`}))`,
  );

/** The active rate whose validity covers `date`; overlaps are refused on write, so at most one. */
export const rateInForce = async (db: DbOrTx, key: RateKey & { date: string }) => {
  const [row] = await selectRates(db)
    .where(
      and(
        eq(rates.clientId, key.clientId),
        eq(rates.routeId, key.routeId),
        eq(rates.vehicleTypeId, key.vehicleTypeId),
        eq(rates.status, 'active'),
        coversDay(key.date),
      ),
    )
    .limit(1);
  return row ? present(row) : null;
};

/** The active rates of a client and/or route, for the pickers of orders. */
export const rateOptions = async (db: DbOrTx, filter: { clientId?: number; routeId?: number }) => {
  const rows = await selectRates(db)
    .where(
      and(
        eq(rates.status, 'active'),
        filter.clientId ? eq(rates.clientId, filter.clientId) : undefined,
        filter.routeId ? eq(rates.routeId, filter.routeId) : undefined,
      ),
    )
    .orderBy(asc(routeCode), asc(vehicleTypeName), asc(rates.validFrom))
    .limit(500);
  return rows.map((r) => ({
    id: r.id,
    name: `${r.clientName} · ${r.routeName} · ${r.vehicleTypeName} · ${r.currency} ${r.amount} (${r.validFrom} – ${r.validTo ?? '…'})`,
  }));
};
