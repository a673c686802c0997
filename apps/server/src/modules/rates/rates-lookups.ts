import { and, asc, eq } from 'drizzle-orm';
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
