import { asc, eq } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { settlements } from './settlement.table.ts';

export type Settlement = typeof settlements.$inferSelect;

/** The closed settlements, whole, by id: what the demo's treasury pays and books. */
export const closedSettlements = (db: DbOrTx): Promise<Settlement[]> =>
  db.select().from(settlements).where(eq(settlements.state, 'closed')).orderBy(asc(settlements.id));
