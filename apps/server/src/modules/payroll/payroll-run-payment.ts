import { and, eq } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { conflict } from '../../platform/errors/app-error.ts';
import { payrollRuns } from './payroll-run.table.ts';

/**
 * Treasury processed the payment of an approved run: approved → paid, inside treasury's transaction.
 * A run no longer approved (canceled, or paid by hand meanwhile) refuses, and treasury rolls back.
 */
export const markRunPaid = async (tx: DbOrTx, id: number, reference: string | null): Promise<void> => {
  const now = new Date();
  const [row] = await tx
    .update(payrollRuns)
    .set({ state: 'paid', paidAt: now, paymentReference: reference, updatedAt: now })
    .where(and(eq(payrollRuns.id, id), eq(payrollRuns.state, 'approved')))
    .returning({ id: payrollRuns.id });
  if (!row) throw conflict('INVALID_CHANGE');
};
