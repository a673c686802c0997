import type { TreasuryConcept, TreasurySourceKind } from '@zerg/shared';
import type { DbOrTx } from '../../db/client.ts';

/*
 * Money the company owes (or is owed) because something was approved in a module that sits below
 * treasury and bookkeeping and so cannot call them: a payroll run, a salary advance, a viatic, a
 * closed trip settlement. The approving module announces it inside its own transaction; treasury
 * turns it into a pending movement and bookkeeping posts what it must, in that same transaction,
 * so the approval and its consequences commit or roll back together.
 */

export type PayableSource = { kind: TreasurySourceKind; id: number };

export type Payable = {
  source: PayableSource;
  /** The paying company when the source knows it (a payroll run); otherwise the payee's employer. */
  companyId: number | null;
  /** `expense`: the company pays; `income`: a worker returns money (a settlement with money left). */
  direction: 'expense' | 'income';
  /** The day it became payable (`YYYY-MM-DD`). */
  date: string;
  /** What the movement is for, in Spanish (the company's bookkeeping language): "Planilla 2026-10". */
  concept: string;
  /** The same as a code and plain values, so each reader sees it in their own language. */
  codedConcept?: TreasuryConcept;
  /** One per worker; a payroll run announces all its workers as one batch. Amounts > 0, two decimals. */
  payees: readonly { employeeId: number; amount: string }[];
  /**
   * What kind of the source it is when its payment is booked differently (a payroll run's kind: a
   * gratificación is paid against 4114, a CTS deposit against 4151); absent: the source's general type.
   */
  variant?: string;
  /**
   * The user whose act made it payable (who approved the run, the advance, the viatic or the loan,
   * closed the settlement, registered the trip): treasury counts them as the movement's maker, so
   * they cannot also approve or process its payment. Absent: nobody signed in (the demo seed).
   */
  requestedBy?: number | null;
};

/**
 * `canceled`: the source went away (a payroll run canceled); `paid_elsewhere`: the source was paid
 * without treasury (an advance paid by hand). Either way the movement must not be paid again.
 */
export type PayableWithdrawal = {
  source: PayableSource;
  reason: 'canceled' | 'paid_elsewhere';
  /**
   * Paid by hand: the accounting account the money left from (a cash box 10x or a bank 104x the
   * user named); absent or null: 101 Caja. Bookkeeping posts the payment with it.
   */
  paidFromAccountId?: number | null;
  /** The receipt or bank operation of a payment by hand. */
  reference?: string | null;
};

type Listeners<E> = Map<string, (tx: DbOrTx, event: E) => Promise<void>>;

/**
 * Money the source says was handed over outside treasury, from the cash box (a viatic's advance
 * given in cash before the viatic was approved): no treasury movement, so bookkeeping posts it
 * against 101 Caja. Always an expense to one worker.
 */
export type HandPayment = Omit<Payable, 'direction'>;

const approved: Listeners<Payable> = new Map();
const paidByHand: Listeners<HandPayment> = new Map();
const withdrawn: Listeners<PayableWithdrawal> = new Map();

/** Treasury and bookkeeping listen when the app is built; the name makes a second build replace, not add. */
export const onPayableApproved = (name: string, listener: (tx: DbOrTx, event: Payable) => Promise<void>) => {
  approved.set(name, listener);
};

export const onPayableWithdrawn = (
  name: string,
  listener: (tx: DbOrTx, event: PayableWithdrawal) => Promise<void>,
) => {
  withdrawn.set(name, listener);
};

export const onPaidByHand = (name: string, listener: (tx: DbOrTx, event: HandPayment) => Promise<void>) => {
  paidByHand.set(name, listener);
};

/** Inside the source's transaction; without listeners it does nothing. */
export const payablePaidByHand = async (tx: DbOrTx, event: HandPayment): Promise<void> => {
  for (const listener of paidByHand.values()) await listener(tx, event);
};

/** Inside the approver's transaction. Without listeners (scripts, the seed before treasury) it does nothing. */
export const payableApproved = async (tx: DbOrTx, event: Payable): Promise<void> => {
  for (const listener of approved.values()) await listener(tx, event);
};

export const payableWithdrawn = async (tx: DbOrTx, event: PayableWithdrawal): Promise<void> => {
  for (const listener of withdrawn.values()) await listener(tx, event);
};
