import {
  canChange,
  TREASURY_TRANSACTION_TRANSITIONS,
  type TTreasuryCancelBody,
  type TTreasuryReverseBody,
  type TTreasuryTransactionBody,
  type TTreasuryTransactionListQuery,
  type TTreasuryTransactionUpdateBody,
} from '@zerg/shared';
import { and, eq, inArray, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { recordAudit } from '../../platform/audit/audit.service.ts';
import { recordHistory } from '../../platform/audit/audit-history.ts';
import type { Actor } from '../../platform/auth/current-user.ts';
import type { Deps } from '../../platform/deps.ts';
import { conflict, notFound } from '../../platform/errors/app-error.ts';
import { isUniqueViolation } from '../../platform/errors/db-errors.ts';
import type { ExportDeps } from '../../platform/export/list-export.ts';
import { limaToday } from '../../platform/time/lima-today.ts';
import { treasuryBankAccounts as accounts, treasuryTransactions as txs } from './treasury.table.ts';
import { nextNumber, transactionCode } from './treasury-money.ts';
import {
  findTransactionDetail,
  findTransactionRow,
  listTransactions,
} from './treasury-transaction.repository.ts';
import { manualValues } from './treasury-transaction-checks.ts';
import { transactionExport } from './treasury-transaction-export.ts';

/** The movement or 404. */
export const transactionDetail = async (db: DbOrTx, id: number) => {
  const detail = await findTransactionDetail(db, id);
  if (!detail) throw notFound();
  return detail;
};

/** Holds the account row `for share`: deleting the account waits, and sees the new movement. */
export const shareAccount = (tx: DbOrTx, id: number) =>
  tx.select({ id: accounts.id }).from(accounts).where(eq(accounts.id, id)).for('share');

export const createTreasuryTransactionService = (deps: Deps & ExportDeps) => {
  const { db } = deps;
  return {
    list: (query: TTreasuryTransactionListQuery & { page: number; perPage: number }) =>
      listTransactions(db, query),

    getOne: (id: number) => transactionDetail(db, id),

    history: async (query: { id: number; page: number; perPage: number }) => {
      await transactionDetail(db, query.id);
      return recordHistory(db, 'treasury_transaction', query.id, query);
    },

    export: transactionExport.answer.bind(null, deps),

    create: async (actor: Actor, body: TTreasuryTransactionBody) => {
      const id = await db.transaction(async (tx) => {
        await shareAccount(tx, body.bankAccountId);
        const values = await manualValues(tx, body);
        const number = await nextNumber(tx, values.txDate);
        const [row] = await tx
          .insert(txs)
          .values({ ...values, ...number, createdBy: actor.user.id })
          .returning({ id: txs.id });
        if (!row) throw new Error('treasury movement not stored');
        await recordAudit(tx, actor, {
          action: 'create',
          entity: 'treasury_transaction',
          entityId: row.id,
          after: { code: transactionCode(number.year, number.seq), ...values },
        });
        return row.id;
      });
      return transactionDetail(db, id);
    },

    /** Only a pending movement typed by hand: one that arrived from a source keeps what the source said. */
    update: async (actor: Actor, body: TTreasuryTransactionUpdateBody) => {
      const { id, ...input } = body;
      await db.transaction(async (tx) => {
        const [before] = await tx.select().from(txs).where(eq(txs.id, id)).for('update');
        if (!before) throw notFound();
        if (before.state !== 'pending' || before.sourceKind !== null || before.reversesId !== null)
          throw conflict('INVALID_CHANGE');
        await shareAccount(tx, input.bankAccountId);
        const values = await manualValues(tx, input);
        // The number keeps its year: a new date in another year does not renumber the movement.
        await tx
          .update(txs)
          .set({ ...values, updatedBy: actor.user.id, updatedAt: new Date() })
          .where(and(eq(txs.id, id), eq(txs.state, 'pending')));
        await recordAudit(tx, actor, {
          action: 'update',
          entity: 'treasury_transaction',
          entityId: id,
          before,
          after: values,
        });
      });
      return transactionDetail(db, id);
    },

    /**
     * pending | approved → canceled. A movement from a source may be canceled too: the source then
     * stays approved and unpaid (HR pays it by hand or cancels it on its side).
     */
    cancel: async (actor: Actor, body: TTreasuryCancelBody) => {
      await db.transaction(async (tx) => {
        const before = await findTransactionRow(tx, body.id);
        if (!before) throw notFound();
        if (!canChange(TREASURY_TRANSACTION_TRANSITIONS, before.state, 'canceled'))
          throw conflict('INVALID_CHANGE');
        const now = new Date();
        const [row] = await tx
          .update(txs)
          .set({
            state: 'canceled',
            canceledBy: actor.user.id,
            canceledAt: now,
            cancelReason: body.reason,
            updatedAt: now,
          })
          .where(and(eq(txs.id, body.id), inArray(txs.state, ['pending', 'approved'])))
          .returning({ id: txs.id });
        if (!row) throw conflict('INVALID_CHANGE');
        await recordAudit(tx, actor, {
          action: 'cancel',
          entity: 'treasury_transaction',
          entityId: body.id,
          before: { state: before.state },
          after: { state: 'canceled', reason: body.reason },
        });
      });
      return transactionDetail(db, body.id);
    },

    /**
     * A processed movement is corrected by its opposite: a new pending movement, same account, type
     * and amount, other direction. Once (while that reversal is not canceled); a reversal itself is
     * not reversed. It does not un-pay the source: a paid payroll stays paid.
     */
    reverse: async (actor: Actor, body: TTreasuryReverseBody) => {
      try {
        const id = await db.transaction(async (tx) => {
          const [original] = await tx.select().from(txs).where(eq(txs.id, body.id)).for('update');
          if (!original) throw notFound();
          if (original.state !== 'processed' || original.reversesId !== null || !original.bankAccountId)
            throw conflict('INVALID_CHANGE');
          const [already] = await tx
            .select({ id: txs.id })
            .from(txs)
            .where(and(eq(txs.reversesId, body.id), sql`${txs.state} <> 'canceled'`));
          if (already) throw conflict('INVALID_CHANGE');
          const date = limaToday();
          const number = await nextNumber(tx, date);
          const code = transactionCode(original.year, original.seq);
          const [row] = await tx
            .insert(txs)
            .values({
              ...number,
              companyId: original.companyId,
              bankAccountId: original.bankAccountId,
              txDate: date,
              direction: original.direction === 'income' ? 'expense' : 'income',
              transactionTypeId: original.transactionTypeId,
              counterpartyKind: original.counterpartyKind,
              clientId: original.clientId,
              employeeId: original.employeeId,
              counterpartyName: original.counterpartyName,
              counterpartyCode: original.counterpartyCode,
              counterpartyParams: original.counterpartyParams,
              counterpartyDocument: original.counterpartyDocument,
              concept: `Reversión de ${code}: ${body.reason}`.slice(0, 200),
              conceptCode: 'reversal',
              conceptParams: { code, reason: body.reason },
              amount: original.amount,
              currency: original.currency,
              exchangeRate: original.exchangeRate,
              amountPen: original.amountPen,
              referenceDocument: original.referenceDocument,
              reversesId: original.id,
              createdBy: actor.user.id,
            })
            .returning({ id: txs.id });
          if (!row) throw new Error('treasury reversal not stored');
          await recordAudit(tx, actor, {
            action: 'reverse',
            entity: 'treasury_transaction',
            entityId: body.id,
            after: { reversalId: row.id, reason: body.reason },
          });
          return row.id;
        });
        return transactionDetail(db, id);
      } catch (err) {
        if (isUniqueViolation(err, 'treasury_transactions_reverses_idx')) throw conflict('INVALID_CHANGE');
        throw err;
      }
    },
  };
};

export type TreasuryTransactionService = ReturnType<typeof createTreasuryTransactionService>;
