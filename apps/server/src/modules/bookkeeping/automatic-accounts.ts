import { SEED_ACCOUNTS } from './bookkeeping-seed.ts';
import { CASH_ACCOUNT } from './hand-payment-entry.ts';
import { PAYROLL_ACCOUNT_CODES } from './payroll-entry.ts';
import { PCGE_2010_MOVES } from './pcge-2010-moves.ts';
import { DISCOUNT_ACCOUNT_DEFAULTS, SYSTEM_TRANSACTION_TYPES } from './pcge-sync.ts';
import { ADVANCE_ACCOUNT, IGV_CREDIT_ACCOUNT, TRIP_EXPENSE_ACCOUNTS } from './settlement-entry.ts';

/** The accounts one kind of automatic entry may post to. */
export type AutomaticEntryAccounts = { source: string; codes: readonly string[] };

/**
 * Every account an entry the product writes by itself posts to, by the code that writes it. The chart
 * test fails on any that is not in the chart, inactive or not a leaf: an automatic entry must never
 * fail on its account. A part that posts entries of its own (provisions, settlements, revaluation,
 * the close…) appends its accounts here.
 */
export const AUTOMATIC_ENTRY_ACCOUNTS: readonly AutomaticEntryAccounts[] = [
  // The payroll accrual: each concept's account, the fallbacks for a concept it does not know, the nets.
  { source: 'payroll-entry', codes: [...PAYROLL_ACCOUNT_CODES] },
  ...SYSTEM_TRANSACTION_TYPES.map((t) => ({
    source: `transaction type ${t.code}`,
    codes: [t.debit, t.credit],
  })),
  { source: 'bookkeeping-seed', codes: SEED_ACCOUNTS },
  // The monthly provisions and their settlement when the benefit run is approved (payroll-provision-entry.ts).
  { source: 'payroll provisions', codes: ['6214', '4114', '6291', '4151', '6215', '4115', '6271', '4031'] },
  { source: 'discount accounts', codes: [...new Set(Object.values(DISCOUNT_ACCOUNT_DEFAULTS))] },
  // Damage charged to a worker (worker-charge-entry.ts) and money paid by hand from the cash box.
  { source: 'worker charge', codes: ['1419', '7599'] },
  { source: 'paid by hand', codes: [CASH_ACCOUNT] },
  {
    source: 'settlement',
    codes: [...new Set(Object.values(TRIP_EXPENSE_ACCOUNTS)), ADVANCE_ACCOUNT, IGV_CREDIT_ACCOUNT],
  },
  // Billing's collections and write-offs (billing/collection-entry.ts): receivable, detracción funds,
  // exchange difference, doubtful accounts.
  { source: 'receivables', codes: ['1212', '1073', '776', '676', '68711', '1911'] },
  // Treasury's month-end revaluation (treasury/revaluation.service.ts: gain 776, loss 676).
  { source: 'revaluation', codes: ['776', '676'] },
  // The year close (year-close.ts): the result to 891/892 and on to 5911/5921.
  { source: 'year close', codes: ['891', '892', '5911', '5921'] },
  // A sales document's entry (billing/billing-entry.ts): receivable, revenue from services, IGV.
  { source: 'billing', codes: ['1212', '70321', '40111'] },
  // Where the sync carries a 2010 balance.
  { source: 'pcge-reclassification', codes: [...new Set(PCGE_2010_MOVES.map((m) => m.to))] },
];
