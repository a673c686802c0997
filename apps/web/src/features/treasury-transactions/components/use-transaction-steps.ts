import { canChange, TREASURY_TRANSACTION_TRANSITIONS, type TTreasuryTransactionDetail } from '@zerg/shared';
import { useSession } from '../../../lib/use-session';

export type TransactionSteps = {
  can: (to: TTreasuryTransactionDetail['state']) => boolean;
  editable: boolean;
  secondPersonNeeded: boolean;
  reversible: boolean;
  attachable: boolean;
};

/** What the signed-in user may do to a movement in its present state. */
export const useTransactionSteps = (tx: TTreasuryTransactionDetail | undefined): TransactionSteps => {
  const can = (to: TTreasuryTransactionDetail['state']) =>
    tx !== undefined && canChange(TREASURY_TRANSACTION_TRANSITIONS, tx.state, to);
  const editable = tx?.state === 'pending' && tx.sourceKind === null;
  // Its maker neither approves nor processes it (the server refuses too), unless the company's
  // limit for one person covers its amount.
  const userId = useSession().userData?.id ?? null;
  const secondPersonNeeded =
    tx !== undefined && userId !== null && tx.makerIds.includes(userId) && !tx.onePersonAllowed;
  const reversible = tx?.state === 'processed' && tx.reversedById === null && tx.reversesId === null;
  // Vouchers may still be added while the movement is open; a closed one keeps what it has.
  const attachable = tx !== undefined && tx.state !== 'canceled';
  return { can, editable, secondPersonNeeded, reversible, attachable };
};
