import { type TClientCreateBody, ZClientCreateBody } from '@zerg/shared';
import { inArray } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { clients } from './client.table.ts';
import { insertClient } from './client-write.repository.ts';

/** Writes the demo clients through the same schema and insert as the API, so the seed cannot drift. */
export const insertDemoClients = async (tx: DbOrTx, rows: TClientCreateBody[], inactive: string[] = []) => {
  for (const row of rows) await insertClient(tx, ZClientCreateBody.parse(row), null);
  if (inactive.length) {
    await tx.update(clients).set({ isActive: false }).where(inArray(clients.documentNumber, inactive));
  }
};
