import type { DbOrTx } from '../../db/client.ts';
import { clientIdByDocument } from '../clients/index.ts';
import { vehicleTypeIdByName } from '../fleet/index.ts';
import { routeIdByCode } from '../routes/index.ts';
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

const idOf = async (found: Promise<number | undefined>, what: string) => {
  const id = await found;
  if (id === undefined) throw new Error(`demo rates: unknown ${what}`);
  return id;
};

/** Writes the demo rates after the clients, fleet and routes they name (a missing name fails the seed). */
export const insertDemoRates = async (tx: DbOrTx, rows: readonly DemoRate[]): Promise<void> => {
  for (const { client, route, vehicleType, ...rate } of rows) {
    const clientId = await idOf(clientIdByDocument(tx, client), `client ${client}`);
    const routeId = await idOf(routeIdByCode(tx, route), `route ${route}`);
    const vehicleTypeId = await idOf(vehicleTypeIdByName(tx, vehicleType), `vehicle type ${vehicleType}`);
    await tx.insert(rates).values({ clientId, routeId, vehicleTypeId, ...rate });
  }
};
