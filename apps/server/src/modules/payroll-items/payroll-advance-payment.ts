import { and, eq } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { conflict } from '../../platform/errors/app-error.ts';
import { payrollAdvances } from './payroll-item.table.ts';

/** Treasury processed the payment of an approved advance: approved → paid, in treasury's transaction. */
export const markAdvancePaid = async (tx: DbOrTx, id: number, reference: string | null): Promise<void> => {
  const now = new Date();
  const [row] = await tx
    .update(payrollAdvances)
    .set({ status: 'paid', paidAt: now, paymentReference: reference, updatedAt: now })
    .where(and(eq(payrollAdvances.id, id), eq(payrollAdvances.status, 'approved')))
    .returning({ id: payrollAdvances.id });
  if (!row) throw conflict('INVALID_CHANGE');
};
