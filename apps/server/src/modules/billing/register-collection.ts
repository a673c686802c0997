import { centsToMoney, moneyToCents, msg, type ReceivablePart, type TCollectionBody } from '@zerg/shared';
import { eq, max, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { recordAudit } from '../../platform/audit/audit.service.ts';
import type { Actor } from '../../platform/auth/current-user.ts';
import type { Deps } from '../../platform/deps.ts';
import { badRequest, conflict } from '../../platform/errors/app-error.ts';
import { isUniqueViolation } from '../../platform/errors/db-errors.ts';
import { limaToday } from '../../platform/time/lima-today.ts';
import { clientParty } from '../clients/index.ts';
import { exchangeRateOn, incomeAccountOf, registerCollectedIncome } from '../treasury/index.ts';
import { billingCompanySettings } from './billing.table.ts';
import { billingCollectionAllocations, billingCollections } from './collection.table.ts';
import { penAt, postCollectionEntry } from './collection-entry.ts';
import {
  assertWithinBalance,
  bookAmountOf,
  type LockedDocument,
  lockOpenDocuments,
  settleStates,
} from './receivable-documents.ts';

/** `COB-2026-000012` */
export const collectionCode = (year: number, seq: number) => `COB-${year}-${String(seq).padStart(6, '0')}`;

/** Collection numbers run per year; the advisory lock keeps two writers from taking the same one. */
const CODE_LOCK = 4242801;

const nextCollectionNumber = async (tx: DbOrTx, date: string) => {
  const year = Number(date.slice(0, 4));
  await tx.execute(sql`select pg_advisory_xact_lock(${CODE_LOCK}, ${year})`);
  const [last] = await tx
    .select({ seq: max(billingCollections.seq) })
    .from(billingCollections)
    .where(eq(billingCollections.year, year));
  return { year, seq: (last?.seq ?? 0) + 1 };
};

const clientOf = async (tx: DbOrTx, id: number) => {
  const party = await clientParty(tx, id);
  if (!party) throw badRequest('VALIDATION_ERROR', { clientId: [msg('validation.notFoundRef')] });
  return party;
};

/** Where the money went: the bank account of a payment, or the company's Banco de la Nación account. */
const destinationOf = async (
  tx: DbOrTx,
  body: TCollectionBody,
  companyId: number,
  docs: LockedDocument[],
) => {
  if (body.kind === 'detraction') {
    const [setting] = await tx
      .select({ account: billingCompanySettings.detractionAccount })
      .from(billingCompanySettings)
      .where(eq(billingCompanySettings.companyId, companyId));
    if (!setting?.account) throw conflict('DETRACTION_ACCOUNT_MISSING');
    return { account: null, detractionAccount: setting.account, currency: 'PEN' as const, rate: '1.0000' };
  }
  const account = await incomeAccountOf(tx, body.bankAccountId ?? 0, companyId);
  docs.forEach((doc, i) => {
    if (doc.currency !== account.currency)
      throw badRequest('VALIDATION_ERROR', {
        [`allocations.${i}.documentId`]: [
          msg('validation.currencyOfAccount', { currency: account.currency }),
        ],
      });
  });
  if (account.currency === 'PEN')
    return { account, detractionAccount: null, currency: 'PEN' as const, rate: '1.0000' };
  // An income converts at the purchase rate of its day (Reglamento LIR art. 34, as treasury does).
  const rate = body.exchangeRate ?? (await exchangeRateOn(tx, body.date))?.purchase;
  if (!rate) throw badRequest('VALIDATION_ERROR', { exchangeRate: [msg('validation.required')] });
  return { account, detractionAccount: null, currency: 'USD' as const, rate };
};

/** Who registers: a signed-in user, or the demo seed speaking for one. */
export type CollectionActor = Pick<Actor, 'ip' | 'requestId'> & { user: { id: number } };

/**
 * Registers money received against one or several documents inside the caller's transaction: the
 * documents locked and checked (state, client, not-overflow per part), the collection and its
 * allocations, its entry (bank or 1073 against 1212, the exchange difference to 776/676), treasury's
 * processed income movement for a payment, each document's new state, and the audit entry.
 */
export const collectIn = async (
  tx: DbOrTx,
  actor: CollectionActor,
  body: TCollectionBody,
): Promise<number> => {
  const part: ReceivablePart = body.kind === 'payment' ? 'net' : 'detraction';
  const client = await clientOf(tx, body.clientId);
  const ids = body.allocations.map((a) => a.documentId);
  const locked = await lockOpenDocuments(tx, ids, body.clientId, (i) => `allocations.${i}.documentId`);
  const docs = ids.map((id) => locked.get(id) as LockedDocument);
  const companyId = docs[0]?.companyId ?? 0;
  docs.forEach((doc, i) => {
    if (doc.companyId !== companyId)
      throw badRequest('VALIDATION_ERROR', {
        [`allocations.${i}.documentId`]: [msg('validation.invalid')],
      });
    if (doc.issueDate > body.date)
      throw badRequest('VALIDATION_ERROR', { date: [msg('validation.invalid')] });
  });
  const where = await destinationOf(tx, body, companyId, docs);
  const lines = body.allocations.map((a, i) => {
    const doc = docs[i] as LockedDocument;
    assertWithinBalance(doc, part, a.amount, `allocations.${i}.amount`);
    return { doc, amount: a.amount, bookPen: bookAmountOf(doc, part, a.amount) };
  });
  const total = centsToMoney(lines.reduce((s, l) => s + moneyToCents(l.amount), 0n));
  const amountPen = penAt(total, where.currency === 'PEN' ? null : where.rate);
  const { year, seq } = await nextCollectionNumber(tx, body.date);
  const code = collectionCode(year, seq);
  const [row] = await tx
    .insert(billingCollections)
    .values({
      year,
      seq,
      companyId,
      clientId: body.clientId,
      collectionDate: body.date,
      kind: body.kind,
      bankAccountId: where.account?.id ?? null,
      detractionAccount: where.detractionAccount,
      currency: where.currency,
      amount: total,
      exchangeRate: where.rate,
      amountPen,
      reference: body.reference ?? null,
      constanciaNumber: body.kind === 'detraction' ? (body.constanciaNumber ?? null) : null,
      notes: body.notes ?? null,
      createdBy: actor.user.id,
    })
    .returning({ id: billingCollections.id });
  if (!row) throw new Error('collection not written');
  await tx.insert(billingCollectionAllocations).values(
    lines.map((l) => ({
      collectionId: row.id,
      documentId: l.doc.id,
      part,
      amount: l.amount,
      bookAmountPen: l.bookPen,
    })),
  );
  const numbers = lines.map((l) => l.doc.fullNumber).join(', ');
  const { entryId, differencePen } = await postCollectionEntry(tx, actor.user.id, {
    companyId,
    collectionId: row.id,
    date: body.date,
    description: `${code} · ${client.name} · ${numbers}`,
    bankLedgerAccountId: where.account?.ledgerAccountId ?? null,
    currency: where.currency,
    amountPen,
    documents: lines.map((l) => ({ ...l.doc, bookPen: l.bookPen })),
    party: client,
  });
  const movement = where.account
    ? await registerCollectedIncome(tx, {
        account: where.account,
        date: body.date,
        clientId: body.clientId,
        clientName: client.name,
        clientDocument: client.document,
        concept: `${code} · ${numbers}`,
        amount: total,
        exchangeRate: where.rate,
        amountPen,
        reference: body.reference ?? null,
        journalEntryId: entryId,
        actorId: actor.user.id,
      })
    : null;
  await tx
    .update(billingCollections)
    .set({
      journalEntryId: entryId,
      exchangeDifferencePen: differencePen,
      treasuryTransactionId: movement?.id ?? null,
    })
    .where(eq(billingCollections.id, row.id));
  await settleStates(tx, ids);
  await recordAudit(tx, actor, {
    action: 'create',
    entity: 'billing_collection',
    entityId: row.id,
    after: {
      ...body,
      code,
      amount: total,
      amountPen,
      exchangeRate: where.rate,
      differencePen,
      entryId,
      movement,
    },
  });
  return row.id;
};

/** The use case: one transaction; a constancia already registered is 409 on `constanciaNumber`. */
export const registerCollection =
  ({ db }: Deps) =>
  async (actor: Actor, body: TCollectionBody): Promise<number> => {
    if (body.date > limaToday())
      throw badRequest('VALIDATION_ERROR', { date: [msg('validation.notFuture')] });
    try {
      return await db.transaction((tx) => collectIn(tx, actor, body));
    } catch (error) {
      if (isUniqueViolation(error, 'billing_collections_constancia_idx'))
        throw conflict('ALREADY_REGISTERED', { constanciaNumber: [msg('validation.alreadyRegistered')] });
      throw error;
    }
  };
