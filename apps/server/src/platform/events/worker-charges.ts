import type { DbOrTx } from '../../db/client.ts';

/*
 * A charge a worker owes the company that is booked when it is decided, not when it is paid: damage
 * or a shortage charged to the worker (issue 23, point 4). The payroll items announce it inside the
 * approval's (or the anulment's) transaction; bookkeeping posts its receivable. Like the payables, the
 * announcing module sits below bookkeeping and cannot call it.
 */

export type WorkerCharge = {
  /** The discount that charges it. */
  discountId: number;
  /**
   * `approved`: the whole amount is now owed; `closed`: what was still to be taken will not be (an
   * anulled or not-discounted discount), `amount` is that part.
   */
  event: 'approved' | 'closed';
  amount: string;
};

const listeners = new Map<string, (tx: DbOrTx, charge: WorkerCharge) => Promise<void>>();

/** Bookkeeping listens when the app is built; the name makes a second build replace, not add. */
export const onWorkerCharge = (
  name: string,
  listener: (tx: DbOrTx, charge: WorkerCharge) => Promise<void>,
) => {
  listeners.set(name, listener);
};

/** Inside the caller's transaction; without listeners (scripts, the seed) it does nothing. */
export const workerCharged = async (tx: DbOrTx, charge: WorkerCharge): Promise<void> => {
  for (const listener of listeners.values()) await listener(tx, charge);
};
