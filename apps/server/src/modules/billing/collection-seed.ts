import { centsToMoney, moneyToCents, type TCollectionBody } from '@zerg/shared';
import type { Tx } from '../../db/client.ts';
import { AppError } from '../../platform/errors/app-error.ts';
import { limaToday } from '../../platform/time/lima-today.ts';
import { incomeAccounts } from '../treasury/index.ts';
import { addDays } from './billing-amounts.ts';
import { type ReceivableRow, receivableDocuments } from './receivables.repository.ts';
import { collectIn } from './register-collection.ts';

/*
 * The demo company's collections, after its facturas: documents older than three weeks are paid —
 * all of the older ones, every other one of the rest in full and the others by half — into the
 * company's first account of their currency, some before and some after their due date, and the
 * detracción of most is deposited a few days after issue. The last three weeks stay open, so the
 * aging shows every bucket. A collection a rule refuses (a closed month, a day without a dollar
 * rate) is left out, not forced in.
 */

const min = (a: string, b: string) => (a < b ? a : b);
const later = (a: string, b: string) => (a < b ? b : a);
const daysBetween = (from: string, to: string) =>
  Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / 86_400_000);

/** Registers one collection inside a savepoint; nothing written when a rule refuses it. */
const tryCollect = async (tx: Tx, userId: number, body: TCollectionBody) => {
  try {
    await tx.transaction((sp) =>
      collectIn(sp, { user: { id: userId }, ip: '127.0.0.1', requestId: 'demo-seed' }, body),
    );
  } catch (error) {
    if (!(error instanceof AppError)) throw error;
  }
};

const half = (amount: string) => centsToMoney(moneyToCents(amount) / 2n);

export const insertDemoCollections = async (
  tx: Tx,
  options: { companyId: number; userId: number; now?: Date },
) => {
  const today = limaToday(options.now);
  const accounts = await incomeAccounts(tx, options.companyId);
  const accountOf = (currency: string) => accounts.find((a) => a.currency === currency)?.id;
  const open = await receivableDocuments(tx, { asOf: today, companyId: options.companyId, openOnly: true });
  for (const [i, doc] of open.entries()) {
    const age = daysBetween(doc.issueDate, today);
    if (age < 21) continue;
    await depositDetraction(tx, options.userId, doc, today, i);
    const bankAccountId = accountOf(doc.currency);
    if (!bankAccountId || moneyToCents(doc.netBalance) === 0n) continue;
    // Around the due date when it has come; a document not due yet is paid early, weeks after issue.
    const due = doc.dueDate ?? addDays(doc.issueDate, 30);
    const date = min(
      today,
      due <= today ? addDays(due, (i % 3) * 6 - 6) : addDays(doc.issueDate, 14 + (i % 3) * 3),
    );
    const full = age > 60 || i % 2 === 0;
    await tryCollect(tx, options.userId, {
      clientId: doc.clientId,
      date: later(date, doc.issueDate),
      kind: 'payment',
      bankAccountId,
      reference: `OP-${String(700000 + doc.id)}`,
      constanciaNumber: null,
      notes: null,
      allocations: [{ documentId: doc.id, amount: full ? doc.netBalance : half(doc.netBalance) }],
    });
  }
};

/** The client deposits the detracción at Banco de la Nación a few days after issue (most of them). */
const depositDetraction = async (tx: Tx, userId: number, doc: ReceivableRow, today: string, i: number) => {
  if (moneyToCents(doc.detractionBalancePen) === 0n || i % 4 === 3) return;
  await tryCollect(tx, userId, {
    clientId: doc.clientId,
    date: min(today, addDays(doc.issueDate, 3 + (i % 4))),
    kind: 'detraction',
    constanciaNumber: String(51_000_000 + doc.id),
    reference: null,
    notes: null,
    allocations: [{ documentId: doc.id, amount: doc.detractionBalancePen }],
  });
};
