import type { DbOrTx } from '../../db/client.ts';

/**
 * The months of a year whose monthly payroll of a company is approved or paid. The employee
 * record (which sits below payroll and cannot read its runs) refuses an opening balance for such a
 * month: the run already counts what was paid in it.
 */
export type RunMonthsReader = (tx: DbOrTx, companyId: number, year: number) => Promise<number[]>;

let reader: RunMonthsReader | null = null;

/** Payroll answers with this, once, when the app is built (a later call replaces it). */
export const onRunMonthsAsked = (next: RunMonthsReader): void => {
  reader = next;
};

/** Approved or paid monthly-run months; without a reader (scripts) none. */
export const approvedRunMonths = async (tx: DbOrTx, companyId: number, year: number): Promise<number[]> =>
  reader ? reader(tx, companyId, year) : [];
