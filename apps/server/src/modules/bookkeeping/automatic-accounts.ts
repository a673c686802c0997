import { SEED_ACCOUNTS } from './bookkeeping-seed.ts';
import { PAYROLL_ACCOUNT_CODES } from './payroll-entry.ts';
import { PCGE_2010_MOVES } from './pcge-2010-moves.ts';
import { SYSTEM_TRANSACTION_TYPES } from './pcge-sync.ts';

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
  // Where the sync carries a 2010 balance.
  { source: 'pcge-reclassification', codes: [...new Set(PCGE_2010_MOVES.map((m) => m.to))] },
];
