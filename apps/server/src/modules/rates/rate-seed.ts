import { and, eq, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { clients } from '../clients/index.ts';
import { vehicleTypes } from '../fleet/index.ts';
import { routeCodes, travelRoutes } from '../routes/index.ts';
import { rates } from './rate.table.ts';

/** A demo rate named by the client's document, the route's code and the vehicle type's name. */
export type DemoRate = {
  client: string;
  route: string;
  vehicleType: string;
  currency: 'PEN' | 'USD';
  amount: string;
  validFrom: string;
  validTo: string | null;
  status?: 'active' | 'inactive';
  notes?: string;
};

const idOf = async (query: Promise<{ id: number }[]>, what: string) => {
  const [row] = await query;
  if (!row) throw new Error(`demo rates: unknown ${what}`);
  return row.id;
};

/** Writes the demo rates after the clients, fleet and routes they name (a missing name fails the seed). */
export const insertDemoRates = async (tx: DbOrTx, rows: readonly DemoRate[]): Promise<void> => {
  for (const { client, route, vehicleType, ...rate } of rows) {
    const clientId = await idOf(
      tx.select({ id: clients.id }).from(clients).where(eq(clients.documentNumber, client)),
      `client ${client}`,
    );
    const routeId = await idOf(
      tx
        .select({ id: travelRoutes.id })
        .from(travelRoutes)
        .innerJoin(routeCodes, and(eq(routeCodes.id, travelRoutes.routeCodeId), eq(routeCodes.code, route))),
      `route ${route}`,
    );
    const vehicleTypeId = await idOf(
      tx
        .select({ id: vehicleTypes.id })
        .from(vehicleTypes)
        .where(sql`lower(${vehicleTypes.name}) = ${vehicleType.toLowerCase()}`),
      `vehicle type ${vehicleType}`,
    );
    await tx.insert(rates).values({ clientId, routeId, vehicleTypeId, ...rate });
  }
};
