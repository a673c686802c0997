import { centsToMoney, type ExpenseNature, moneyToCents } from '@zerg/shared';
import { inArray } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import type { TripExpensesRendered } from '../../platform/events/trip-expenses.ts';
import { accountingAccounts } from './accounting-account.table.ts';
import { type JournalLineInput, postJournalEntry } from './journal-posting.ts';

/**
 * The expense account of each nature of trip expense (PCGE 2019; the README's "Trip expenses" says
 * why each): fuel is a supply burned on the trip, never stocked (656); tolls, meals, lodging and the
 * driver's local transport are travel expenses (631x); anything else 6315 too.
 */
export const TRIP_EXPENSE_ACCOUNTS: Readonly<Record<ExpenseNature, string>> = {
  fuel: '656',
  tolls: '6315',
  meals: '6314',
  lodging: '6313',
  local_transport: '6315',
  other: '6315',
};

/** What the driver was handed to render account of (Entregas a rendir cuenta). */
export const ADVANCE_ACCOUNT = '1413';
/** IGV paid on a factura: crédito fiscal (debit balance of 40111). */
export const IGV_CREDIT_ACCOUNT = '40111';

const accountIdsOf = async (tx: DbOrTx, codes: readonly string[]) => {
  const rows = await tx
    .select({ id: accountingAccounts.id, code: accountingAccounts.code })
    .from(accountingAccounts)
    .where(inArray(accountingAccounts.code, [...codes]));
  const ids = new Map(rows.map((r) => [r.code, r.id]));
  return (code: string) => {
    const id = ids.get(code);
    if (id === undefined) throw new Error(`account ${code} is not in the chart`);
    return id;
  };
};

/**
 * One entry (origin `settlement`) for a closed settlement: each receipt debits its expense for the
 * base (boleta, ticket, otros: the whole amount, their IGV is not creditable) and, on a factura with
 * IGV, 40111 for the IGV; 1413 is credited with everything spent. Each line carries its receipt
 * (supplier RUC as party type `6`, table 10 type, series, number, date) for the PLE; the 1413 line
 * names the driver. The balance left in 1413 is what treasury collects from (or pays to) the driver.
 */
export const postSettlementEntry = async (tx: DbOrTx, event: TripExpensesRendered): Promise<void> => {
  if (event.expenses.length === 0) return;
  const idOf = await accountIdsOf(tx, [
    ...Object.values(TRIP_EXPENSE_ACCOUNTS),
    ADVANCE_ACCOUNT,
    IGV_CREDIT_ACCOUNT,
  ]);
  const lines: JournalLineInput[] = [];
  let spent = 0n;
  for (const e of event.expenses) {
    const document = {
      partyDocType: e.supplierRuc ? '6' : null,
      partyDocNumber: e.supplierRuc,
      docType: e.docType,
      docSeries: e.docSeries,
      docNumber: e.docNumber,
      docDate: e.date,
      currency: 'PEN',
    };
    const description = e.description.slice(0, 200);
    lines.push({
      accountId: idOf(TRIP_EXPENSE_ACCOUNTS[e.nature]),
      debit: e.base,
      credit: '0.00',
      description,
      ...document,
      // A trip's expenses serve operations (cost by function, README).
      costCentre: 'operations',
    });
    if (moneyToCents(e.igv) > 0n)
      lines.push({
        accountId: idOf(IGV_CREDIT_ACCOUNT),
        debit: e.igv,
        credit: '0.00',
        description,
        ...document,
      });
    spent += moneyToCents(e.amount);
  }
  lines.push({
    accountId: idOf(ADVANCE_ACCOUNT),
    debit: '0.00',
    credit: centsToMoney(spent),
    description: `Rendición ${event.tripCode}`,
    partyDocType: event.driver.docType,
    partyDocNumber: event.driver.docNumber,
    partyName: event.driver.name,
    currency: 'PEN',
  });
  await postJournalEntry(tx, null, {
    companyId: event.companyId,
    date: event.date,
    description: `Liquidación documentaria ${event.tripCode}`,
    origin: 'settlement',
    sourceKind: 'settlement',
    sourceId: event.settlementId,
    lines,
  });
};
