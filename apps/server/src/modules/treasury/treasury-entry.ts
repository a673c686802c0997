import { msg } from '@zerg/shared';
import { eq } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { badRequest } from '../../platform/errors/app-error.ts';
import {
  accountCodeOf,
  BANK_PARENT_CODE,
  type JournalLineInput,
  transactionTypeById,
} from '../bookkeeping/index.ts';
import { treasuryBankAccounts as accounts } from './treasury.table.ts';

export type MovementForEntry = {
  transactionTypeId: number | null;
  bankAccountId: number;
  amountPen: string;
  /** A reversal posts the same accounts on swapped sides. */
  reversal: boolean;
  currency: string;
  counterpartyName: string;
  counterpartyDocument: string | null;
};

/** SUNAT table 2 by the document's shape: 11 digits a RUC (6), 8 a DNI (1), anything else "otros" (0). */
export const partyDocType = (document: string | null): string | null => {
  if (!document) return null;
  if (/^\d{11}$/.test(document)) return '6';
  if (/^\d{8}$/.test(document)) return '1';
  return '0';
};

/**
 * The two lines of a processed movement. The type names the accounts; a side that names 1041 (or an
 * account above it, or any sub-account of it) is posted to the bank account's own sub-account, so
 * the ledger shows each bank account's balance. The other side carries the counterparty (SUNAT table 2).
 */
export const movementEntryLines = async (tx: DbOrTx, m: MovementForEntry): Promise<JournalLineInput[]> => {
  if (!m.transactionTypeId)
    throw badRequest('VALIDATION_ERROR', { transactionTypeId: [msg('validation.required')] });
  const type = await transactionTypeById(tx, m.transactionTypeId);
  if (!type) throw badRequest('VALIDATION_ERROR', { transactionTypeId: [msg('validation.notFoundRef')] });
  const [bank] = await tx
    .select({ ledgerAccountId: accounts.ledgerAccountId })
    .from(accounts)
    .where(eq(accounts.id, m.bankAccountId));
  const ledger = bank?.ledgerAccountId ? await accountCodeOf(tx, bank.ledgerAccountId) : null;
  const resolve = async (accountId: number) => {
    const side = await accountCodeOf(tx, accountId);
    // A bank's fee or any expense paid from treasury serves the administration (cost by function).
    const expense = side?.code.startsWith('6') ? 'administration' : null;
    if (!ledger) return { id: accountId, bank: false, costCentre: expense };
    // 1041 or above it, or another sub-account of 1041 (a type naming one bank by mistake): the
    // bank side is always the movement's own account.
    const above =
      !!side &&
      side.code !== ledger.code &&
      (ledger.code.startsWith(side.code) || side.code.startsWith(BANK_PARENT_CODE));
    return above || accountId === ledger.id
      ? { id: ledger.id, bank: true, costCentre: null }
      : { id: accountId, bank: false, costCentre: expense };
  };
  const [debitId, creditId] = m.reversal
    ? [type.creditAccountId, type.debitAccountId]
    : [type.debitAccountId, type.creditAccountId];
  const [debit, credit] = [await resolve(debitId), await resolve(creditId)];
  const party = (side: { bank: boolean; costCentre: string | null }) =>
    side.bank
      ? {}
      : {
          costCentre: side.costCentre,
          partyDocType: partyDocType(m.counterpartyDocument),
          partyDocNumber: m.counterpartyDocument,
          partyName: m.counterpartyName.slice(0, 100),
        };
  return [
    { accountId: debit.id, debit: m.amountPen, credit: '0.00', currency: m.currency, ...party(debit) },
    { accountId: credit.id, debit: '0.00', credit: m.amountPen, currency: m.currency, ...party(credit) },
  ];
};
