import { moneyToCents, msg, type ReceivablePart, type SalesDocumentState } from '@zerg/shared';
import { asc, eq, inArray, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { AppError, badRequest, type FieldErrors } from '../../platform/errors/app-error.ts';
import { assertNoBajaPending } from './baja-pending.ts';
import { billingSeries, salesDocuments as d } from './billing.table.ts';
import { penAt } from './collection-entry.ts';
import { fullNumberOf, type ReceivableRow, receivableDocuments } from './receivables.repository.ts';

/*
 * What a collection or a write-off shares: the documents it touches, locked and checked, their
 * balances, the soles each amount takes out of 1212, and the state each document moves to.
 */

/** Far enough to count every collection, write-off and note already written. */
export const ALL_DATES = '9999-12-31';

/** The states that take collections and write-offs. */
const OPEN_STATES: readonly SalesDocumentState[] = ['issued', 'partially_paid'];

export type LockedDocument = ReceivableRow & { fullNumber: string };

/** 409 naming the state, on the field that points at the document (the contract's SALES_DOCUMENT_STATE). */
const wrongState = (state: SalesDocumentState, field: string, document: string) =>
  new AppError(409, 'SALES_DOCUMENT_STATE', {
    fields: { [field]: ['errors.SALES_DOCUMENT_STATE'] },
    params: { document },
    keyParams: { state: `billing.state.${state}` },
  });

/**
 * Locks the documents `for update` in id order (two collections of the same documents queue, and
 * never deadlock), then answers them with their balances. 400 where a document is missing or of
 * another client; 409 naming the state where it is not an issued or partially paid factura or boleta,
 * and `VOID_PENDING` while a baja of it awaits SUNAT.
 * `fieldOf(i)` names the body's field of the i-th id.
 */
export const lockOpenDocuments = async (
  tx: DbOrTx,
  ids: readonly number[],
  clientId: number | null,
  fieldOf: (i: number) => string,
): Promise<Map<number, LockedDocument>> => {
  const locked = await tx
    .select({
      id: d.id,
      clientId: d.clientId,
      state: d.state,
      type: d.documentType,
      series: billingSeries.series,
      number: d.number,
    })
    .from(d)
    .innerJoin(billingSeries, eq(billingSeries.id, d.seriesId))
    .where(inArray(d.id, [...ids]))
    .orderBy(asc(d.id))
    .for('update', { of: d });
  const byId = new Map(locked.map((r) => [r.id, r]));
  const missing: FieldErrors = {};
  ids.forEach((id, i) => {
    const row = byId.get(id);
    if (!row) missing[fieldOf(i)] = [msg('validation.notFoundRef')];
    else if (clientId !== null && row.clientId !== clientId)
      missing[fieldOf(i)] = [msg('validation.invalid')];
  });
  if (Object.keys(missing).length) throw badRequest('VALIDATION_ERROR', missing);
  ids.forEach((id, i) => {
    const row = byId.get(id);
    if (row && (!OPEN_STATES.includes(row.state) || (row.type !== '01' && row.type !== '03')))
      throw wrongState(row.state, fieldOf(i), fullNumberOf(row.series, row.number ?? 0));
  });
  await assertNoBajaPending(tx, ids, fieldOf);
  const rows = await receivableDocuments(tx, { asOf: ALL_DATES, documentIds: ids });
  return new Map(rows.map((r) => [r.id, { ...r, fullNumber: fullNumberOf(r.series, r.number) }]));
};

/** What remains of a part: the net in the document's currency, the detracción in soles. */
export const balanceOf = (doc: ReceivableRow, part: ReceivablePart) =>
  part === 'net' ? doc.netBalance : doc.detractionBalancePen;

/** 409 COLLECTION_EXCEEDS_BALANCE naming the document and what remains (SPEC §5, not-overflow). */
export const assertWithinBalance = (
  doc: LockedDocument,
  part: ReceivablePart,
  amount: string,
  field: string,
) => {
  const balance = balanceOf(doc, part);
  if (moneyToCents(amount) > moneyToCents(balance))
    throw new AppError(409, 'COLLECTION_EXCEEDS_BALANCE', {
      fields: { [field]: [msg('validation.notOverflow', { balance })] },
      params: { document: doc.fullNumber, balance },
    });
};

/**
 * The soles an amount of a part takes out of 1212: the detracción is soles already; the net goes at
 * the document's rate, and the amount that clears the part takes exactly what 1212 still holds, so
 * rounding never leaves a céntimo behind.
 */
export const bookAmountOf = (doc: ReceivableRow, part: ReceivablePart, amount: string): string => {
  if (part === 'detraction') return amount;
  if (moneyToCents(amount) >= moneyToCents(doc.netBalance)) return doc.netBookPen;
  const atRate = penAt(amount, doc.exchangeRate);
  return moneyToCents(atRate) > moneyToCents(doc.netBookPen) ? doc.netBookPen : atRate;
};

/**
 * Moves each document to what its balances say, in the caller's transaction: nothing left of either
 * part → paid; something collected or written off → partially_paid.
 */
export const settleStates = async (tx: DbOrTx, ids: readonly number[]) => {
  const rows = await receivableDocuments(tx, { asOf: ALL_DATES, documentIds: ids });
  for (const r of rows) {
    const open = moneyToCents(r.netBalance) > 0n || moneyToCents(r.detractionBalancePen) > 0n;
    const state: SalesDocumentState = open ? 'partially_paid' : 'paid';
    if (state !== r.state) await tx.update(d).set({ state, updatedAt: sql`now()` }).where(eq(d.id, r.id));
  }
};
