import { and, eq, isNull } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { conflict } from '../../platform/errors/app-error.ts';
import { payrollDiscounts } from './payroll-item.table.ts';

/**
 * Treasury processed the handing over of an approved loan (Dr 1411): it records when and with which
 * operation, in treasury's transaction. A loan anulled meanwhile refuses, and treasury rolls back.
 */
export const markLoanPaid = async (tx: DbOrTx, id: number, reference: string | null): Promise<void> => {
  const now = new Date();
  const [row] = await tx
    .update(payrollDiscounts)
    .set({ paidAt: now, paymentReference: reference, updatedAt: now })
    .where(
      and(
        eq(payrollDiscounts.id, id),
        eq(payrollDiscounts.type, 'loan'),
        isNull(payrollDiscounts.paidAt),
        // A loan is handed over while its quotas run; one already fully discounted was paid too.
        eq(payrollDiscounts.status, 'approved'),
      ),
    )
    .returning({ id: payrollDiscounts.id });
  if (!row) throw conflict('INVALID_CHANGE');
};
