import { onPaidByHand, onPayableApproved, onPayableWithdrawn } from '../../platform/events/payables.ts';
import { onTripExpensesRendered } from '../../platform/events/trip-expenses.ts';
import { onWorkerCharge } from '../../platform/events/worker-charges.ts';
import { postHandPayment } from './hand-payment-entry.ts';
import { postPayrollEntry, reversePayrollEntry } from './payroll-entry.ts';
import { postPaidByHand } from './payroll-payment-entry.ts';
import { postSettlementEntry } from './settlement-entry.ts';
import { postWorkerCharge } from './worker-charge-entry.ts';

/**
 * An approved payroll run posts its accrual (and a monthly one its provisions) in the approver's
 * transaction; a canceled one posts the reversals; a run or advance paid elsewhere posts its payment;
 * damage charged to a worker posts the receivable; a closed settlement posts its expenses; a viatic's
 * advance handed over in cash posts against the cash box. Called once where the app is built (a
 * second call replaces the listeners).
 */
export const registerBookkeepingFeeds = (): void => {
  onPayableApproved('bookkeeping', postPayrollEntry);
  onPayableWithdrawn('bookkeeping', async (tx, event) => {
    await reversePayrollEntry(tx, event);
    await postPaidByHand(tx, event);
  });
  onWorkerCharge('bookkeeping', postWorkerCharge);
  onTripExpensesRendered('bookkeeping', postSettlementEntry);
  onPaidByHand('bookkeeping', postHandPayment);
};
