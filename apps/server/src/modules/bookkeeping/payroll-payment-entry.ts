import { centsToMoney, moneyToCents, msg } from '@zerg/shared';
import { and, eq, like, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { badRequest } from '../../platform/errors/app-error.ts';
import type { PayableWithdrawal } from '../../platform/events/payables.ts';
import { limaToday } from '../../platform/time/lima-today.ts';
import { findEmployeeFacts } from '../employees/index.ts';
import { payrollRunById, runNetPaid } from '../payroll/index.ts';
import { advanceById } from '../payroll-items/index.ts';
import { accountingAccounts } from './accounting-account.table.ts';
import { journalEntries } from './journal-entry.table.ts';
import { postJournalEntry } from './journal-posting.ts';
import { NET_ACCOUNT } from './payroll-entry.ts';
import { workerParty } from './worker-party.ts';

/*
 * Money paid by hand (issue 23, point 5): a run marked "paid elsewhere" or an advance marked paid
 * books its payment at once, Dr what the accrual owes (4111/4114/4115/4151, or 1412 for the
 * advance) / Cr the cash box or bank account the user named (101 Caja when none). We post rather
 * than refuse: the money did leave, and refusing would only push the payment out of the system.
 * The entry's `source_kind` is `<source>_payment` with the source's id, which the "paid without an
 * entry" report looks for (with the processed treasury movements).
 */

/** The account the money left from: the one named (an active leaf of element 10), else 101 Caja. */
const paidFromAccount = async (tx: DbOrTx, accountId: number | null | undefined): Promise<number> => {
  const leaf = sql`not exists (select 1 from ${accountingAccounts} c where c.parent_id = ${accountingAccounts.id})`;
  if (accountId) {
    const [row] = await tx
      .select({ id: accountingAccounts.id })
      .from(accountingAccounts)
      .where(
        and(
          eq(accountingAccounts.id, accountId),
          like(accountingAccounts.code, '10%'),
          eq(accountingAccounts.active, true),
          leaf,
        ),
      );
    if (!row) throw badRequest('VALIDATION_ERROR', { paidFromAccountId: [msg('validation.cashAccount')] });
    return row.id;
  }
  // 101 itself, or its first postable sub-account when the company opened cash boxes under it.
  const [cash] = await tx
    .select({ id: accountingAccounts.id })
    .from(accountingAccounts)
    .where(and(like(accountingAccounts.code, '101%'), eq(accountingAccounts.active, true), leaf))
    .orderBy(accountingAccounts.code)
    .limit(1);
  if (!cash) throw badRequest('VALIDATION_ERROR', { paidFromAccountId: [msg('validation.required')] });
  return cash.id;
};

const accountIdOf = async (tx: DbOrTx, code: string) => {
  const [row] = await tx
    .select({ id: accountingAccounts.id })
    .from(accountingAccounts)
    .where(eq(accountingAccounts.code, code));
  if (!row) throw new Error(`PCGE account ${code} is missing: the chart is synced on start`);
  return row.id;
};

const alreadyPosted = async (tx: DbOrTx, sourceKind: string, sourceId: number) => {
  const [row] = await tx
    .select({ id: journalEntries.id })
    .from(journalEntries)
    .where(and(eq(journalEntries.sourceKind, sourceKind), eq(journalEntries.sourceId, sourceId)))
    .limit(1);
  return Boolean(row);
};

/** Listens on the payables withdrawn: a payment by hand of a run or an advance posts its entry. */
export const postPaidByHand = async (tx: DbOrTx, event: PayableWithdrawal): Promise<void> => {
  if (event.reason !== 'paid_elsewhere') return;
  const sourceKind = `${event.source.kind}_payment`;
  if (await alreadyPosted(tx, sourceKind, event.source.id)) return;
  const date = limaToday();
  const reference = event.reference ? ` · ${event.reference}` : '';
  if (event.source.kind === 'payroll_run') {
    const run = await payrollRunById(tx, event.source.id);
    if (!run) return;
    const cents = moneyToCents((await runNetPaid(tx, run.id)) ?? '0');
    if (cents <= 0n) return;
    const amount = centsToMoney(cents);
    const period = `${run.year}-${String(run.month).padStart(2, '0')}`;
    await postJournalEntry(tx, null, {
      companyId: run.companyId,
      date,
      description: `Pago fuera de tesorería: planilla ${run.kind} ${period}${reference}`.slice(0, 200),
      origin: 'treasury',
      sourceKind,
      sourceId: run.id,
      lines: [
        { accountId: await accountIdOf(tx, NET_ACCOUNT[run.kind]), debit: amount, credit: '0.00' },
        {
          accountId: await paidFromAccount(tx, event.paidFromAccountId),
          debit: '0.00',
          credit: amount,
        },
      ],
    });
    return;
  }
  if (event.source.kind === 'payroll_advance') {
    const advance = await advanceById(tx, event.source.id);
    if (!advance) return;
    const worker = await findEmployeeFacts(tx, advance.employeeId);
    if (!worker?.companyId) return;
    const party = workerParty(worker);
    await postJournalEntry(tx, null, {
      companyId: worker.companyId,
      date,
      description: `Pago fuera de tesorería: adelanto de ${worker.fullName}${reference}`.slice(0, 200),
      origin: 'treasury',
      sourceKind,
      sourceId: advance.id,
      lines: [
        { accountId: await accountIdOf(tx, '1412'), debit: advance.amount, credit: '0.00', ...party },
        {
          accountId: await paidFromAccount(tx, event.paidFromAccountId),
          debit: '0.00',
          credit: advance.amount,
          ...party,
        },
      ],
    });
  }
};
