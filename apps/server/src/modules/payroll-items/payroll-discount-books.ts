import type { DbOrTx } from '../../db/client.ts';
import { payableApproved, payableWithdrawn } from '../../platform/events/payables.ts';
import { workerCharged } from '../../platform/events/worker-charges.ts';
import { limaToday } from '../../platform/time/lima-today.ts';
import type { payrollDiscounts as d } from './payroll-item.table.ts';

/**
 * What approving means for the books (issue 23, point 4): damage and shortages are owed by the
 * worker from now (bookkeeping posts the receivable); a loan is handed over by treasury (Dr 1411).
 */
export const bookApproval = async (tx: DbOrTx, row: typeof d.$inferSelect) => {
  if (row.type === 'damage' || row.type === 'shortage')
    await workerCharged(tx, { discountId: row.id, event: 'approved', amount: row.amount });
  if (row.type === 'loan')
    await payableApproved(tx, {
      source: { kind: 'payroll_loan', id: row.id },
      requestedBy: row.approvedBy,
      companyId: null,
      direction: 'expense',
      date: limaToday(),
      concept: `Préstamo al personal: ${row.observations ?? ''}`.trim().slice(0, 200),
      // The note is the user's own words: it stays as typed in every language.
      codedConcept: { code: 'loan', params: { note: (row.observations ?? '').trim() } },
      payees: [{ employeeId: row.employeeId, amount: row.amount }],
    });
};

/** An approved discount ended early: what was still due leaves the books; a loan not yet handed over is withdrawn. */
export const bookClosing = async (tx: DbOrTx, row: typeof d.$inferSelect, due: string) => {
  if ((row.type === 'damage' || row.type === 'shortage') && Number(due) > 0)
    await workerCharged(tx, { discountId: row.id, event: 'closed', amount: due });
  if (row.type === 'loan' && !row.paidAt)
    await payableWithdrawn(tx, { source: { kind: 'payroll_loan', id: row.id }, reason: 'canceled' });
};
