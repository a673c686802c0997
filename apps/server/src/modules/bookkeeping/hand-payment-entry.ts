import { sumMoney } from '@zerg/shared';
import { eq } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import type { HandPayment } from '../../platform/events/payables.ts';
import { findEmployeeFacts } from '../employees/index.ts';
import { listCompanies } from '../references/index.ts';
import { accountingAccounts } from './accounting-account.table.ts';
import { postJournalEntry } from './journal-posting.ts';
import { transactionTypeForSource } from './transaction-type-lookup.ts';
import { workerParty } from './worker-party.ts';

/** Cash paid out of the till, outside the bank accounts treasury moves. */
export const CASH_ACCOUNT = '101';

/**
 * Money a source handed over in cash, outside treasury (a viatic's advance): one entry (origin
 * `treasury`, source `<kind>_cash`) debiting what the source's treasury type debits (1413 for a
 * viatic) and crediting 101 Caja, dated the day it became known, the worker as party. So money paid
 * by hand is in the books as the same receivable a treasury payment would have made.
 */
export const postHandPayment = async (tx: DbOrTx, event: HandPayment): Promise<void> => {
  const first = event.payees[0];
  if (!first) return;
  const amount = sumMoney(event.payees.map((p) => p.amount));
  const type = await transactionTypeForSource(tx, event.source.kind, 'expense');
  const [cash] = await tx
    .select({ id: accountingAccounts.id })
    .from(accountingAccounts)
    .where(eq(accountingAccounts.code, CASH_ACCOUNT));
  if (!type || !cash) throw new Error(`no accounts to book a ${event.source.kind} paid by hand`);
  const worker = await findEmployeeFacts(tx, first.employeeId);
  let companyId = event.companyId ?? worker?.companyId ?? null;
  if (companyId === null) {
    const [company] = await listCompanies(tx);
    companyId = company?.id ?? null;
  }
  if (companyId === null) throw new Error('no company to book a payment by hand');
  const party = worker ? workerParty(worker) : {};
  await postJournalEntry(tx, null, {
    companyId,
    date: event.date,
    description: `${event.concept} · pagado en efectivo`.slice(0, 250),
    origin: 'treasury',
    sourceKind: `${event.source.kind}_cash`,
    sourceId: event.source.id,
    lines: [
      { accountId: type.debitAccountId, debit: amount, credit: '0.00', ...party, currency: 'PEN' },
      { accountId: cash.id, debit: '0.00', credit: amount, ...party, currency: 'PEN' },
    ],
  });
};
