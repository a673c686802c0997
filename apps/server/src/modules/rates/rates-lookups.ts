import { and, asc, eq, gte, isNull, lt, or } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { vehicleTypeNameOf } from '../fleet/index.ts';
import { coversDay } from './rate.repository.ts';
import { rates } from './rate.table.ts';

/** An active rate in force, as the demo's service orders price their trips. */
export type RateInForce = {
  id: number;
  clientId: number;
  routeId: number;
  vehicleTypeId: number;
  vehicleTypeName: string;
  amount: string;
  currency: 'PEN' | 'USD';
};

/** The active rates whose validity covers `day` (first and last day included), by id. */
export const ratesInForceOn = (db: DbOrTx, day: string): Promise<RateInForce[]> =>
  db
    .select({
      id: rates.id,
      clientId: rates.clientId,
      routeId: rates.routeId,
      vehicleTypeId: rates.vehicleTypeId,
      vehicleTypeName: vehicleTypeNameOf(rates.vehicleTypeId),
      amount: rates.amount,
      currency: rates.currency,
    })
    .from(rates)
    .where(and(eq(rates.status, 'active'), coversDay(day)))
    .orderBy(asc(rates.id));

/** A client's rate with its validity, for pricing many trips without a read per trip. */
export type RateSpan = {
  id: number;
  routeId: number;
  vehicleTypeId: number;
  amount: string;
  currency: 'PEN' | 'USD';
  validFrom: string;
  validTo: string | null;
};

/**
 * The active rates of a client whose validity meets [from, to) (`to` excluded): one read for a
 * period's trips, each then priced with `rateOfDay` as `rateInForce` would price it alone.
 */
export const clientRatesBetween = (
  db: DbOrTx,
  clientId: number,
  from: string,
  to: string,
): Promise<RateSpan[]> =>
  db
    .select({
      id: rates.id,
      routeId: rates.routeId,
      vehicleTypeId: rates.vehicleTypeId,
      amount: rates.amount,
      currency: rates.currency,
      validFrom: rates.validFrom,
      validTo: rates.validTo,
    })
    .from(rates)
    .where(
      and(
        eq(rates.clientId, clientId),
        eq(rates.status, 'active'),
        lt(rates.validFrom, to),
        or(isNull(rates.validTo), gte(rates.validTo, from)),
      ),
    )
    .orderBy(asc(rates.id));

/** The rate of `spans` in force on `day` for a route and vehicle type (first and last day included). */
export const rateOfDay = (
  spans: readonly RateSpan[],
  key: { routeId: number; vehicleTypeId: number; date: string },
): RateSpan | null =>
  spans.find(
    (r) =>
      r.routeId === key.routeId &&
      r.vehicleTypeId === key.vehicleTypeId &&
      r.validFrom <= key.date &&
      (r.validTo === null || r.validTo >= key.date),
  ) ?? null;
