import { VIATIC_STATUS } from '@zerg/shared';
import { and, eq, isNull } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { conflict } from '../../platform/errors/app-error.ts';
import { viatics } from './viatic.table.ts';

/**
 * Treasury processed the payment of an approved viatic: it is marked paid, in treasury's transaction
 * (`paidAt` in the past: the demo's books).
 */
export const markViaticPaid = async (
  tx: DbOrTx,
  id: number,
  reference: string | null,
  paidAt = new Date(),
): Promise<void> => {
  const [row] = await tx
    .update(viatics)
    .set({ paidAt, paymentReference: reference, updatedAt: new Date() })
    .where(and(eq(viatics.id, id), eq(viatics.status, VIATIC_STATUS.APPROVED), isNull(viatics.paidAt)))
    .returning({ id: viatics.id });
  if (!row) throw conflict('INVALID_CHANGE');
};
