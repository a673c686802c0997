import {
  centsToMoney,
  moneyToCents,
  msg,
  type TreasurySourceKind,
  type TTreasuryApproveBody,
  type TTreasuryProcessBody,
} from '@zerg/shared';
import { and, eq } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { recordAudit } from '../../platform/audit/audit.service.ts';
import type { Actor } from '../../platform/auth/current-user.ts';
import { retryTransaction } from '../../platform/db/retry-transaction.ts';
import type { Deps } from '../../platform/deps.ts';
import {
  AppError,
  badRequest,
  conflict,
  type FieldErrors,
  notFound,
} from '../../platform/errors/app-error.ts';
import { limaToday } from '../../platform/time/lima-today.ts';
import {
  accountIdsByCode,
  assertMonthOpen,
  type JournalLineInput,
  lockBooks,
  postJournalEntry,
} from '../bookkeeping/index.ts';
import { markTripAdvancePaid } from '../operations/index.ts';
import { markRunPaid } from '../payroll/index.ts';
import { markAdvancePaid, markLoanPaid } from '../payroll-items/index.ts';
import { markSettlementSettled } from '../settlements/index.ts';
import { markViaticPaid } from '../viatics/index.ts';
import { treasuryTransactions as txs } from './treasury.table.ts';
import { lockAccountFunds } from './treasury-balance.ts';
import { contributionDebits, markContributionPaid } from './treasury-contributions.ts';
import { assertSecondPerson } from './treasury-duties.ts';
import { movementEntryLines } from './treasury-entry.ts';
import { transactionCode } from './treasury-money.ts';
import { findTransactionRow, type TransactionRow } from './treasury-transaction.repository.ts';
import { transactionDetail } from './treasury-transaction.service.ts';
import { checkAccount, checkType } from './treasury-transaction-checks.ts';

const insufficient = (available: bigint) =>
  new AppError(409, 'INSUFFICIENT_BALANCE', { params: { available: centsToMoney(available) } });

/** Each source's own way of being marked paid, inside treasury's transaction. */
const MARK_PAID: Record<
  TreasurySourceKind,
  (tx: DbOrTx, id: number, reference: string | null) => Promise<void>
> = {
  payroll_run: markRunPaid,
  payroll_advance: markAdvancePaid,
  viatic: markViaticPaid,
  settlement: markSettlementSettled,
  payroll_loan: markLoanPaid,
  payroll_contribution: (tx, id) => markContributionPaid(tx, id),
  travel_order: markTripAdvancePaid,
};

/**
 * A contributions payment clears each account its lines owe (4031, 4032, 40173, 417): the payee side
 * of the movement's two lines becomes one line per account, so one payment settles them all.
 */
const contributionLines = async (
  tx: DbOrTx,
  row: TransactionRow,
  lines: JournalLineInput[],
  reversal: boolean,
): Promise<JournalLineInput[]> => {
  if (row.sourceKind !== 'payroll_contribution' || row.sourceId === null) return lines;
  const [debit, credit] = lines;
  if (!debit || !credit) return lines;
  const payee = reversal ? credit : debit;
  const debits = await contributionDebits(tx, row.sourceId);
  const codes = debits.map((d) => d.account);
  const ids = codes.length ? await accountIdsByCode(tx, codes) : new Map<string, number>();
  const split = debits.map((d) => ({
    ...payee,
    accountId: ids.get(d.account) ?? payee.accountId,
    debit: reversal ? '0.00' : d.amount,
    credit: reversal ? d.amount : '0.00',
  }));
  return reversal ? [debit, ...split] : [...split, credit];
};

const pendingOrApproved = async (tx: DbOrTx, id: number, state: 'pending' | 'approved') => {
  const row = await findTransactionRow(tx, id);
  if (!row) throw notFound();
  if (row.state !== state) throw conflict('INVALID_CHANGE');
  return row;
};

/** The journal entry of a processed movement: the bank side on the account's own sub-account of 1041. */
const postEntry = async (
  tx: DbOrTx,
  actor: Actor,
  row: TransactionRow,
  bankAccountId: number,
  date: string,
) => {
  const reversal = row.reversesId !== null;
  // A reversal names its own source only through the movement it reverses: its lines are the original's swapped.
  const original = reversal && row.reversesId !== null ? await findTransactionRow(tx, row.reversesId) : row;
  const lines = await movementEntryLines(tx, {
    transactionTypeId: row.transactionTypeId,
    bankAccountId,
    amountPen: row.amountPen,
    reversal,
    currency: row.currency,
    counterpartyName: row.counterpartyName,
    counterpartyDocument: row.counterpartyDocument,
  });
  return postJournalEntry(tx, actor.user.id, {
    companyId: row.companyId,
    date,
    description: `${transactionCode(row.year, row.seq)} · ${row.concept}`.slice(0, 250),
    origin: 'treasury',
    sourceKind: 'treasury_transaction',
    sourceId: row.id,
    lines: await contributionLines(tx, original ?? row, lines, reversal),
  });
};

/** 400 on `processedOn` after today in Lima: the money cannot have moved yet. */
const checkProcessedOn = (processedOn: string) => {
  const today = limaToday();
  if (processedOn > today)
    throw badRequest('VALIDATION_ERROR', { processedOn: [msg('validation.notFuture')] });
};

export const createTreasuryProcessingService = ({ db }: Deps) => ({
  /**
   * pending → approved. A movement that arrived from a source takes its account (and its type when
   * none was set up) here. Its maker cannot approve it (403 TREASURY_SAME_PERSON) unless the
   * company lets one person handle its amount. The account row is locked before the state changes,
   * so approvals of the same account queue; the conditional update lets exactly one of two
   * approvals of the same movement win (the other: 409 INVALID_CHANGE). An expense must fit the
   * available balance once it is counted as approved.
   */
  approve: async (actor: Actor, body: TTreasuryApproveBody) => {
    await retryTransaction(db, async (tx) => {
      const row = await pendingOrApproved(tx, body.id, 'pending');
      await assertSecondPerson(tx, actor, row);
      const accountId = row.bankAccountId ?? body.bankAccountId ?? null;
      const typeId = row.transactionTypeId ?? body.transactionTypeId ?? null;
      const errors: FieldErrors = {};
      if (!accountId) errors.bankAccountId = [msg('validation.required')];
      else await checkAccount(tx, errors, accountId, row.companyId, row.currency);
      if (!typeId) errors.transactionTypeId = [msg('validation.required')];
      // A reversal runs against its type's direction by design.
      else if (row.reversesId === null) await checkType(tx, errors, typeId, row.direction);
      if (Object.keys(errors).length || !accountId || !typeId) throw badRequest('VALIDATION_ERROR', errors);

      await lockAccountFunds(tx, accountId);
      const now = new Date();
      const [won] = await tx
        .update(txs)
        .set({
          state: 'approved',
          bankAccountId: accountId,
          transactionTypeId: typeId,
          approvedBy: actor.user.id,
          approvedAt: now,
          updatedAt: now,
        })
        .where(and(eq(txs.id, body.id), eq(txs.state, 'pending')))
        .returning({ id: txs.id });
      if (!won) throw conflict('INVALID_CHANGE');
      if (row.direction === 'expense') {
        // Read again under the lock: the available balance now sets this expense aside too.
        const after = await lockAccountFunds(tx, accountId);
        const left = moneyToCents(after.available);
        if (left < 0n) throw insufficient(left + moneyToCents(row.amount));
      }
      await recordAudit(tx, actor, {
        action: 'approve',
        entity: 'treasury_transaction',
        entityId: body.id,
        before: { state: 'pending' },
        after: { state: 'approved', bankAccountId: accountId, transactionTypeId: typeId },
      });
    });
    return transactionDetail(db, body.id);
  },

  /**
   * approved → processed: the money moved. Not by its maker (the approver may); `processedOn` not
   * after today (400) nor in a closed bookkeeping month (409 PERIOD_CLOSED), both on `processedOn`.
   * Locks in one order, the same as a source paid or withdrawn on its own side (an advance paid by
   * hand): the account, then the source's row (marking it paid), then the movement, then the
   * books. A source that is no longer payable refuses, and everything rolls back; a deadlock or
   * serialization failure is retried (`retryTransaction`). A reversal does not un-pay the source.
   */
  process: async (actor: Actor, body: TTreasuryProcessBody) => {
    const processedOn = body.processedOn ?? limaToday();
    checkProcessedOn(processedOn);
    await retryTransaction(db, async (tx) => {
      const row = await pendingOrApproved(tx, body.id, 'approved');
      if (!row.bankAccountId) throw conflict('INVALID_CHANGE');
      await assertSecondPerson(tx, actor, row);
      const funds = await lockAccountFunds(tx, row.bankAccountId);
      if (row.direction === 'expense' && moneyToCents(funds.balance) < moneyToCents(row.amount))
        throw insufficient(moneyToCents(funds.balance));
      if (row.sourceKind && row.sourceId !== null && row.reversesId === null)
        await MARK_PAID[row.sourceKind](tx, row.sourceId, body.operationNumber);
      const now = new Date();
      const [won] = await tx
        .update(txs)
        .set({
          state: 'processed',
          processedBy: actor.user.id,
          processedAt: now,
          processedOn,
          operationNumber: body.operationNumber,
          updatedAt: now,
        })
        .where(and(eq(txs.id, body.id), eq(txs.state, 'approved')))
        .returning({ id: txs.id });
      if (!won) throw conflict('INVALID_CHANGE');
      await lockBooks(tx, row.companyId);
      await assertMonthOpen(tx, row.companyId, processedOn, 'processedOn');
      const journalEntryId = await postEntry(tx, actor, row, row.bankAccountId, processedOn);
      await tx.update(txs).set({ journalEntryId }).where(eq(txs.id, body.id));
      await recordAudit(tx, actor, {
        action: 'process',
        entity: 'treasury_transaction',
        entityId: body.id,
        before: { state: 'approved' },
        after: { state: 'processed', processedOn, operationNumber: body.operationNumber, journalEntryId },
      });
    });
    return transactionDetail(db, body.id);
  },
});

export type TreasuryProcessingService = ReturnType<typeof createTreasuryProcessingService>;
