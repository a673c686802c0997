import type { DbOrTx } from '../../db/client.ts';

/*
 * Accounts of the chart that a module above bookkeeping books to: each treasury bank account has its
 * own sub-account of 1041. Bookkeeping cannot read treasury's table; before it gives such an account
 * a child or deactivates it, it asks here, and treasury answers once the app is built.
 */

type Holder = (tx: DbOrTx, accountId: number) => Promise<boolean>;

const holders = new Map<string, Holder>();

/** The name makes a second build of the app replace, not add. */
export const onLedgerAccountHeld = (name: string, holder: Holder): void => {
  holders.set(name, holder);
};

/** Whether any module books to the account; without holders (scripts) nobody does. */
export const ledgerAccountHeld = async (tx: DbOrTx, accountId: number): Promise<boolean> => {
  for (const holder of holders.values()) if (await holder(tx, accountId)) return true;
  return false;
};
