import { type Language, msg, type TSalesDraftBody, type TSalesLineBody } from '@zerg/shared';
import { and, eq, inArray, ne } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { badRequest, conflict } from '../../platform/errors/app-error.ts';
import { isUniqueViolation } from '../../platform/errors/db-errors.ts';
import { assertClient } from '../clients/index.ts';
import { tripsToBillByIds } from '../operations/index.ts';
import { companyById } from '../references/index.ts';
import { salesDocumentLines, salesDocuments } from './billing.table.ts';
import { documentTotals, lineAmounts } from './billing-amounts.ts';
import { seriesForDocument } from './billing-series.ts';
import { clientSettingsOf } from './billing-settings.ts';

/** A draft line as billing writes it: the body's, plus what the work done knows of the trip. */
export type DraftLine = TSalesLineBody & { rateId?: number | null; serviceOrderId?: number | null };
export type DraftInput = Omit<TSalesDraftBody, 'lines'> & { lines: DraftLine[] };

/**
 * The checks of a draft's body that read the database: the company, the client (a factura needs a
 * RUC, a RUC client gets a factura), the series of that company and type, and each trip line (a
 * finished trip of the client, once). 400 naming the field.
 */
export const checkDraft = async (db: DbOrTx, input: DraftInput) => {
  if (!(await companyById(db, input.companyId))) {
    throw badRequest('VALIDATION_ERROR', { companyId: ['validation.invalid'] });
  }
  const client = await assertClient(db, input.clientId);
  if (input.documentType === '01' && client.documentType !== 'RUC') {
    throw badRequest('VALIDATION_ERROR', { clientId: ['validation.facturaNeedsRuc'] });
  }
  if (input.documentType === '03' && client.documentType === 'RUC') {
    throw badRequest('VALIDATION_ERROR', { clientId: ['validation.boletaForRuc'] });
  }
  await seriesForDocument(db, input);
  const tripIds = input.lines.map((l) => l.travelOrderId ?? null);
  const trips = new Map(
    (
      await tripsToBillByIds(
        db,
        tripIds.filter((id): id is number => id !== null),
      )
    ).map((t) => [t.travelOrderId, t]),
  );
  const fields: Record<string, string[]> = {};
  const seen = new Set<number>();
  tripIds.forEach((id, i) => {
    if (id === null) return;
    const trip = trips.get(id);
    if (
      !trip ||
      trip.clientId !== input.clientId ||
      trip.state !== 'finished' ||
      trip.companyId !== input.companyId
    ) {
      fields[`lines.${i}.travelOrderId`] = ['validation.tripNotOfClient'];
    } else if (seen.has(id)) fields[`lines.${i}.travelOrderId`] = ['validation.tripTwice'];
    seen.add(id);
  });
  if (Object.keys(fields).length) throw badRequest('VALIDATION_ERROR', fields);
  return { client, trips };
};

/** A trip of `lines` another active document holds (the partial unique index's rule), or null. */
const tripTaken = async (db: DbOrTx, lines: readonly DraftLine[], documentId: number | null) => {
  const ids = lines.map((l) => l.travelOrderId).filter((id): id is number => Boolean(id));
  if (!ids.length) return null;
  const [held] = await db
    .select({ travelOrderId: salesDocumentLines.travelOrderId })
    .from(salesDocumentLines)
    .where(
      and(
        inArray(salesDocumentLines.travelOrderId, ids),
        eq(salesDocumentLines.holdsTrip, true),
        documentId === null ? undefined : ne(salesDocumentLines.documentId, documentId),
      ),
    )
    .limit(1);
  return held?.travelOrderId ?? null;
};

type Checked = Awaited<ReturnType<typeof checkDraft>>;

/** A draft's row and its lines with their amounts, as written. */
const rowsOf = (userId: number | null, input: DraftInput, checked: Checked, language: Language) => {
  const lines = input.lines.map((l, i) => ({ ...l, ...lineAmounts(l), position: i + 1 }));
  const document = {
    companyId: input.companyId,
    clientId: input.clientId,
    documentType: input.documentType,
    seriesId: input.seriesId,
    currency: input.currency,
    observations: input.observations ?? null,
    paymentTermDays: checked.client.paymentTermDays,
    language,
    ...documentTotals(lines),
    updatedAt: new Date(),
  };
  const lineRows = (documentId: number) =>
    lines.map((l) => ({
      documentId,
      position: l.position,
      description: l.description,
      quantity: l.quantity,
      unitValue: l.unitValue,
      taxAffectation: l.taxAffectation,
      lineValue: l.lineValue,
      igvAmount: l.igvAmount,
      lineTotal: l.lineTotal,
      travelOrderId: l.travelOrderId ?? null,
      serviceOrderId: l.serviceOrderId ?? checked.trips.get(l.travelOrderId ?? 0)?.serviceOrderId ?? null,
      rateId: l.rateId ?? null,
      referentialValuePen: l.referentialValuePen ?? null,
    }));
  return { document, lineRows, createdBy: userId };
};

/** The lines' insert; two drafts of the same trip at once: the index lets one through. */
const insertLines = async (tx: DbOrTx, rows: (typeof salesDocumentLines.$inferInsert)[]) => {
  try {
    if (rows.length) await tx.insert(salesDocumentLines).values(rows);
  } catch (error) {
    if (isUniqueViolation(error, 'sales_document_lines_trip_idx')) throw tripAlreadyInvoiced('');
    throw error;
  }
};

/**
 * Writes new drafts of one client (`checked` covers all their lines) inside the caller's
 * transaction: one read of the client's settings and of the trips other documents hold, one insert
 * of the documents and one of all their lines, whatever their number (invoicing a month makes many).
 * The trip's code names the 409 when another active document holds a trip. Ids in `inputs`' order.
 */
export const writeDrafts = async (
  tx: DbOrTx,
  userId: number | null,
  inputs: readonly DraftInput[],
  checked: Checked,
): Promise<number[]> => {
  const [first] = inputs;
  if (!first) return [];
  const settings = await clientSettingsOf(tx, first.clientId);
  const taken = await tripTaken(
    tx,
    inputs.flatMap((i) => i.lines),
    null,
  );
  if (taken !== null) throw tripAlreadyInvoiced(checked.trips.get(taken)?.travelOrderCode ?? String(taken));
  const rows = inputs.map((input) => rowsOf(userId, input, checked, settings.language));
  // PostgreSQL returns an insert's rows in the order of its VALUES list.
  const inserted = await tx
    .insert(salesDocuments)
    .values(rows.map((r) => ({ ...r.document, createdBy: r.createdBy })))
    .returning({ id: salesDocuments.id });
  const ids = inserted.map((r) => r.id);
  if (ids.length !== rows.length) throw new Error('insert returned fewer rows');
  await insertLines(
    tx,
    rows.flatMap((r, i) => r.lineRows(ids[i] ?? 0)),
  );
  return ids;
};

/**
 * Writes a draft (a new one, or `id`'s lines replaced) with its amounts, inside the caller's
 * transaction. The trip's code names the 409 when another active document holds a trip.
 */
export const writeDraft = async (
  tx: DbOrTx,
  userId: number | null,
  input: DraftInput,
  checked: Checked,
  id: number | null = null,
): Promise<number> => {
  if (id === null) {
    const [created] = await writeDrafts(tx, userId, [input], checked);
    if (created === undefined) throw new Error('insert returned nothing');
    return created;
  }
  const settings = await clientSettingsOf(tx, input.clientId);
  const taken = await tripTaken(tx, input.lines, id);
  if (taken !== null) throw tripAlreadyInvoiced(checked.trips.get(taken)?.travelOrderCode ?? String(taken));
  const { document, lineRows } = rowsOf(userId, input, checked, settings.language);
  await tx.update(salesDocuments).set(document).where(eq(salesDocuments.id, id));
  await tx.delete(salesDocumentLines).where(eq(salesDocumentLines.documentId, id));
  await insertLines(tx, lineRows(id));
  return id;
};

export const tripAlreadyInvoiced = (trip: string) =>
  conflict('TRIP_ALREADY_INVOICED', { lines: [msg('errors.TRIP_ALREADY_INVOICED', { trip })] }, { trip });
