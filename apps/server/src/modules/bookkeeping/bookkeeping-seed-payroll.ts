import { inArray } from 'drizzle-orm';
import type { Tx } from '../../db/client.ts';
import { limaToday } from '../../platform/time/lima-today.ts';
import { findEmployeeFacts } from '../employees/index.ts';
import { advancesInStatus, discountsInStatus } from '../payroll-items/index.ts';
import { accountingAccounts } from './accounting-account.table.ts';
import { postJournalEntry } from './journal-posting.ts';
import { discountTypeAccount } from './payroll-discount-accounts.ts';

/**
 * The demo's payroll items as the books would have them had they gone through the app: the paid
 * advance handed over (Dr 1412 / Cr 1041), the approved loan handed over (Dr 1411 / Cr 1041), the
 * approved damage charged to the driver (Dr 1419 / Cr 7599). Without them the month's payroll would
 * credit 1411, 1412 and 1419 with what nothing ever debited. The demo's paid gratificación keeps no
 * entry: it is what the "paid without an entry" report shows.
 */
export const insertDemoPayrollItemEntries = async (tx: Tx, companyId: number): Promise<void> => {
  const ids = new Map(
    (
      await tx
        .select({ id: accountingAccounts.id, code: accountingAccounts.code })
        .from(accountingAccounts)
        .where(inArray(accountingAccounts.code, ['1041', '1412', '7599']))
    ).map((r) => [r.code, r.id]),
  );
  const bank = ids.get('1041');
  const advanceAccount = ids.get('1412');
  const recovery = ids.get('7599');
  if (!bank || !advanceAccount || !recovery) return;
  const date = limaToday();
  const post = async (
    employeeId: number,
    source: { kind: string; id: number; origin: 'treasury' | 'payroll' },
    description: string,
    debit: number,
    credit: number,
    amount: string,
  ) => {
    const worker = await findEmployeeFacts(tx, employeeId);
    if (worker?.companyId !== companyId) return;
    const party = {
      partyDocType: worker.documentType.replace(/^0/, ''),
      partyDocNumber: worker.documentNumber,
      partyName: worker.fullName,
    };
    await postJournalEntry(tx, null, {
      companyId,
      date,
      description: `${description}: ${worker.fullName}`,
      origin: source.origin,
      sourceKind: source.kind,
      sourceId: source.id,
      lines: [
        { accountId: debit, debit: amount, credit: '0.00', ...party },
        { accountId: credit, debit: '0.00', credit: amount, ...party },
      ],
    });
  };
  const advances = (await advancesInStatus(tx, ['paid'])).filter((a) => a.paidAt !== null);
  for (const a of advances)
    await post(
      a.employeeId,
      { kind: 'payroll_advance_payment', id: a.id, origin: 'treasury' },
      'Adelanto de sueldo pagado',
      advanceAccount,
      bank,
      a.amount,
    );
  const discounts = await discountsInStatus(tx, 'approved');
  for (const d of discounts) {
    const account = await discountTypeAccount(tx, d.type);
    if (!account) continue;
    if (d.type === 'loan' && d.paidAt)
      await post(
        d.employeeId,
        { kind: 'payroll_loan_payment', id: d.id, origin: 'treasury' },
        'Préstamo entregado',
        account.id,
        bank,
        d.amount,
      );
    if (d.type === 'damage' || d.type === 'shortage')
      await post(
        d.employeeId,
        { kind: 'payroll_discount', id: d.id, origin: 'payroll' },
        'Cargo al trabajador por daño',
        account.id,
        recovery,
        d.amount,
      );
  }
};
