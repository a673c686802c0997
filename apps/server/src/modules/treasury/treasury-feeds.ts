import { sumMoney } from '@zerg/shared';
import { and, eq, ne } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { recordAudit } from '../../platform/audit/audit.service.ts';
import { conflict } from '../../platform/errors/app-error.ts';
import { onLedgerAccountHeld } from '../../platform/events/ledger-accounts.ts';
import {
  onPayableApproved,
  onPayableWithdrawn,
  type Payable,
  type PayableWithdrawal,
} from '../../platform/events/payables.ts';
import { transactionTypeForSource } from '../bookkeeping/index.ts';
import { findEmployeeFacts } from '../employees/index.ts';
import { companyById, listCompanies } from '../references/index.ts';
import {
  treasuryBankAccounts as bankAccounts,
  treasuryTransactionPayees as payees,
  treasuryTransactions as txs,
} from './treasury.table.ts';
import { nextNumber, PEN_RATE } from './treasury-money.ts';

/** Nobody signed in did it: the source's approval did, and its own audit entry names who. */
const SYSTEM = { user: null, ip: '', requestId: '' };

const WITHDRAWN_REASON: Record<PayableWithdrawal['reason'], string> = {
  canceled: 'Anulado en su origen',
  paid_elsewhere: 'Pagado fuera de tesorería',
};

/** `lock`: the row `for update`, taken after the source's own row (the one lock order, see process). */
const liveMovementOf = async (tx: DbOrTx, source: Payable['source'], lock = false) => {
  const query = tx
    .select({ id: txs.id, state: txs.state })
    .from(txs)
    .where(and(eq(txs.sourceKind, source.kind), eq(txs.sourceId, source.id), ne(txs.state, 'canceled')));
  const [row] = lock ? await query.for('update') : await query;
  return row ?? null;
};

/** The paying company: the source's, else the (first) payee's employer, else the first company. */
const payingCompany = async (tx: DbOrTx, payable: Payable) => {
  let id = payable.companyId;
  const first = payable.payees[0];
  if (id === null && first) id = (await findEmployeeFacts(tx, first.employeeId))?.companyId ?? null;
  const company = id === null ? (await listCompanies(tx))[0] : await companyById(tx, id);
  if (!company) throw new Error('no company to pay a payable from');
  return { id: company.id, name: company.name, ruc: company.ruc };
};

/**
 * An approved payroll run, advance, viatic or settlement balance becomes one pending movement,
 * inside the approver's transaction: no account yet (treasury chooses it when approving), the type
 * set up for the source when bookkeeping has one. A run is one batch movement with a payee row per
 * worker; the others pay (or collect from) one worker, who is the counterparty. Calling it again
 * for a source that already has a live movement does nothing (the demo seed relies on it).
 */
export const treasuryPayableArrived = async (tx: DbOrTx, payable: Payable): Promise<number | null> => {
  if (payable.payees.length === 0) return null;
  if (await liveMovementOf(tx, payable.source)) return null;
  const company = await payingCompany(tx, payable);
  const type = await transactionTypeForSource(
    tx,
    payable.source.kind,
    payable.direction,
    payable.variant ?? null,
  );
  const amount = sumMoney(payable.payees.map((p) => p.amount));
  const single = payable.payees.length === 1 && payable.source.kind !== 'payroll_run';
  const worker =
    single && payable.payees[0] ? await findEmployeeFacts(tx, payable.payees[0].employeeId) : null;
  const number = await nextNumber(tx, payable.date);
  const [row] = await tx
    .insert(txs)
    .values({
      ...number,
      companyId: company.id,
      bankAccountId: null,
      txDate: payable.date,
      direction: payable.direction,
      transactionTypeId: type?.active ? type.id : null,
      counterpartyKind: worker ? 'employee' : 'other',
      employeeId: worker?.id ?? null,
      counterpartyName: worker ? worker.fullName : `Planilla · ${company.name}`,
      counterpartyCode: worker ? null : 'payroll',
      counterpartyParams: worker ? null : { company: company.name },
      counterpartyDocument: worker ? worker.documentNumber : company.ruc,
      concept: payable.concept.slice(0, 200),
      conceptCode: payable.codedConcept?.code ?? null,
      conceptParams: payable.codedConcept?.params ?? null,
      amount,
      currency: 'PEN',
      exchangeRate: PEN_RATE,
      amountPen: amount,
      sourceKind: payable.source.kind,
      sourceId: payable.source.id,
      // Whoever approved the source made this payment: they cannot also approve it in treasury.
      createdBy: payable.requestedBy ?? null,
    })
    .returning({ id: txs.id });
  if (!row) throw new Error('treasury movement not stored');
  await tx
    .insert(payees)
    .values(
      payable.payees.map((p) => ({ transactionId: row.id, employeeId: p.employeeId, amount: p.amount })),
    );
  await recordAudit(tx, SYSTEM, {
    action: 'arrive',
    entity: 'treasury_transaction',
    entityId: row.id,
    after: { source: payable.source, amount, payees: payable.payees.length },
  });
  return row.id;
};

/**
 * The source went away or was paid by hand: its movement is canceled unless already processed —
 * then the money left the bank, and the source's change is refused (409) and rolls back. The
 * source's row is already locked by its change; the movement's is locked second, as processing does.
 */
export const treasuryPayableWithdrawn = async (tx: DbOrTx, event: PayableWithdrawal): Promise<void> => {
  const live = await liveMovementOf(tx, event.source, true);
  if (!live) return;
  if (live.state === 'processed') throw conflict('INVALID_CHANGE');
  const now = new Date();
  await tx
    .update(txs)
    .set({ state: 'canceled', canceledAt: now, cancelReason: WITHDRAWN_REASON[event.reason], updatedAt: now })
    .where(eq(txs.id, live.id));
  await recordAudit(tx, SYSTEM, {
    action: 'withdraw',
    entity: 'treasury_transaction',
    entityId: live.id,
    before: { state: live.state },
    after: { state: 'canceled', reason: event.reason },
  });
};

/** Called once where the app is built, like the attendance triggers. */
export const registerTreasuryFeeds = (): void => {
  onPayableApproved('treasury', async (tx, payable) => {
    await treasuryPayableArrived(tx, payable);
  });
  onPayableWithdrawn('treasury', treasuryPayableWithdrawn);
  onLedgerAccountHeld('treasury', async (tx, accountId) => {
    const [held] = await tx
      .select({ id: bankAccounts.id })
      .from(bankAccounts)
      .where(eq(bankAccounts.ledgerAccountId, accountId))
      .limit(1);
    return held !== undefined;
  });
};
