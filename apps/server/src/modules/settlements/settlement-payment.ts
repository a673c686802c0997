import { and, eq, isNull } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { conflict } from '../../platform/errors/app-error.ts';
import { settlements } from './settlement.table.ts';

/** Treasury processed the payment (or the return) of a closed settlement's balance, in its transaction. */
export const markSettlementSettled = async (
  tx: DbOrTx,
  id: number,
  reference: string | null,
): Promise<void> => {
  const now = new Date();
  const [row] = await tx
    .update(settlements)
    .set({ settledAt: now, settlementReference: reference, updatedAt: now })
    .where(and(eq(settlements.id, id), eq(settlements.state, 'closed'), isNull(settlements.settledAt)))
    .returning({ id: settlements.id });
  if (!row) throw conflict('INVALID_CHANGE');
};
