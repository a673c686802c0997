import type { ExpenseNature, ReceiptDocType } from '@zerg/shared';
import type { DbOrTx } from '../../db/client.ts';

/*
 * A documentary settlement was closed: the driver has rendered account of what the trip was
 * advanced. Settlements sit below bookkeeping and cannot post; they announce the expenses inside
 * the closing transaction and bookkeeping books them there (credit 1413, debit each expense by its
 * nature, IGV credit on facturas), so the close and its entry commit or roll back together.
 */

export type RenderedExpense = {
  nature: ExpenseNature;
  description: string;
  /** What was paid (base + IGV); decimal strings with two decimals. */
  amount: string;
  base: string;
  igv: string;
  docType: ReceiptDocType;
  docSeries: string | null;
  docNumber: string | null;
  supplierRuc: string | null;
  /** The receipt's date (`YYYY-MM-DD`). */
  date: string;
};

export type TripExpensesRendered = {
  settlementId: number;
  /** The company that advanced the money (the trip's service order's). */
  companyId: number;
  /** The closing day (`YYYY-MM-DD`): the entry's date. */
  date: string;
  tripCode: string;
  /** Who rendered account: SUNAT table 2 type (`1` DNI…), number and name. */
  driver: { docType: string; docNumber: string; name: string };
  expenses: readonly RenderedExpense[];
};

type Listener = (tx: DbOrTx, event: TripExpensesRendered) => Promise<void>;
const listeners = new Map<string, Listener>();

/** Bookkeeping listens when the app is built; the name makes a second build replace, not add. */
export const onTripExpensesRendered = (name: string, listener: Listener): void => {
  listeners.set(name, listener);
};

/** Inside the closing transaction. Without listeners (scripts, the seed) it does nothing. */
export const tripExpensesRendered = async (tx: DbOrTx, event: TripExpensesRendered): Promise<void> => {
  for (const listener of listeners.values()) await listener(tx, event);
};
