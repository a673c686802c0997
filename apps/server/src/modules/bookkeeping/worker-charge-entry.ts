import { eq } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import type { WorkerCharge } from '../../platform/events/worker-charges.ts';
import { limaToday } from '../../platform/time/lima-today.ts';
import { findEmployeeFacts } from '../employees/index.ts';
import { discountById } from '../payroll-items/index.ts';
import { accountingAccounts } from './accounting-account.table.ts';
import { postJournalEntry } from './journal-posting.ts';
import { discountTypeAccount } from './payroll-discount-accounts.ts';
import { workerParty } from './worker-party.ts';

/** Other operating income: the recovery of a loss the company bore (PCGE 2019, 759). */
const RECOVERY = '7599';

/**
 * Damage or a shortage charged to a worker is owed from its approval (issue 23, point 4): Dr the
 * discount type's account (1419 Otras cuentas por cobrar al personal) / Cr 7599 Otros ingresos de
 * gestión, the recovery of the loss whose cost (the repair, the missing tool) the company already
 * bore. The payroll then credits 1419 quota by quota. A discount ended early (anulled, or not
 * discounted because the worker left) takes back what was still due, on the swapped sides.
 */
export const postWorkerCharge = async (tx: DbOrTx, charge: WorkerCharge): Promise<void> => {
  const discount = await discountById(tx, charge.discountId);
  if (!discount) return;
  const worker = await findEmployeeFacts(tx, discount.employeeId);
  const receivable = await discountTypeAccount(tx, discount.type);
  const [income] = await tx
    .select({ id: accountingAccounts.id })
    .from(accountingAccounts)
    .where(eq(accountingAccounts.code, RECOVERY));
  if (!worker?.companyId || !receivable || !income) return;
  const party = workerParty(worker);
  const [debit, credit] =
    charge.event === 'approved' ? [receivable.id, income.id] : [income.id, receivable.id];
  const what = discount.type === 'damage' ? 'daño' : 'faltante';
  await postJournalEntry(tx, null, {
    companyId: worker.companyId,
    date: limaToday(),
    description: (charge.event === 'approved'
      ? `Cargo al trabajador por ${what}: ${worker.fullName}`
      : `Cargo por ${what} que ya no se descontará: ${worker.fullName}`
    ).slice(0, 200),
    origin: 'payroll',
    // One entry per origin and source: the closing is its own source.
    sourceKind: charge.event === 'approved' ? 'payroll_discount' : 'payroll_discount_closing',
    sourceId: discount.id,
    lines: [
      { accountId: debit, debit: charge.amount, credit: '0.00', ...party },
      { accountId: credit, debit: '0.00', credit: charge.amount, ...party },
    ],
  });
};
