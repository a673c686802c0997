import { SECTION_IDS, type TSalesDocument } from '@zerg/shared';
import { asc, eq, inArray } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { actors } from '../../platform/audit/actor.table.ts';
import type { Actor } from '../../platform/auth/current-user.ts';
import { notFound } from '../../platform/errors/app-error.ts';
import { findClient } from '../clients/index.ts';
import { electronicDocumentOf } from '../e-documents/index.ts';
import { tripCodeOf } from '../operations/index.ts';
import { salesDocumentLines } from './billing.table.ts';
import {
  creditedAmount,
  type DocumentVisibility,
  findDocumentRow,
  findSalesDocumentItems,
  notesOf,
} from './sales-document.repository.ts';
import { VOID_SOURCE } from './void-issued.ts';

/** Drafts are the sales documents section's: a user with receivables alone sees issued documents only. */
export const visibilityOf = (actor: Actor): DocumentVisibility => ({
  drafts: actor.user.sections.has(SECTION_IDS.SALES_DOCUMENTS),
});

const namesOf = async (db: DbOrTx, ids: (number | null)[]) => {
  const wanted = ids.filter((id): id is number => id !== null);
  const rows = wanted.length
    ? await db.select({ id: actors.id, name: actors.fullName }).from(actors).where(inArray(actors.id, wanted))
    : [];
  return new Map(rows.map((r) => [r.id, r.name]));
};

/** One document whole: its lines, its notes, what has been credited; 404 when the user may not see it. */
export const documentDetail = async (
  db: DbOrTx,
  actor: Actor | null,
  id: number,
): Promise<TSalesDocument> => {
  const row = await findDocumentRow(db, id);
  const [item] = await findSalesDocumentItems(db, [id]);
  if (!row || !item) throw notFound();
  if (actor && row.state === 'draft' && !visibilityOf(actor).drafts) throw notFound();
  const [lines, notes, credited, client, names, baja] = await Promise.all([
    db
      .select({
        id: salesDocumentLines.id,
        position: salesDocumentLines.position,
        description: salesDocumentLines.description,
        quantity: salesDocumentLines.quantity,
        unitValue: salesDocumentLines.unitValue,
        taxAffectation: salesDocumentLines.taxAffectation,
        lineValue: salesDocumentLines.lineValue,
        igvAmount: salesDocumentLines.igvAmount,
        lineTotal: salesDocumentLines.lineTotal,
        travelOrderId: salesDocumentLines.travelOrderId,
        travelOrderCode: tripCodeOf(salesDocumentLines.travelOrderId),
        serviceOrderId: salesDocumentLines.serviceOrderId,
        rateId: salesDocumentLines.rateId,
        referentialValuePen: salesDocumentLines.referentialValuePen,
      })
      .from(salesDocumentLines)
      .where(eq(salesDocumentLines.documentId, id))
      .orderBy(asc(salesDocumentLines.position)),
    notesOf(db, id),
    creditedAmount(db, id),
    findClient(db, row.clientId),
    namesOf(db, [row.issuedBy, row.createdBy]),
    electronicDocumentOf(db, VOID_SOURCE, id),
  ]);
  return {
    ...item,
    taxableAmount: row.taxableAmount,
    exemptAmount: row.exemptAmount,
    unaffectedAmount: row.unaffectedAmount,
    igvAmount: row.igvAmount,
    clientDocumentType: client?.documentType ?? 'RUC',
    exchangeRate: row.exchangeRate,
    paymentTermDays: row.paymentTermDays,
    observations: row.observations,
    detractionApplies: row.detractionApplies,
    detractionCode: row.detractionCode,
    detractionPercent: row.detractionPercent,
    detractionBasePen: row.detractionBasePen,
    detractionAccount: row.detractionAccount,
    netAmountPen: row.netAmountPen,
    netAmount: row.netAmount,
    referenceId: row.referenceId,
    noteReason: row.noteReason,
    noteDescription: row.noteDescription,
    creditedAmount: credited,
    language: row.language,
    journalEntryId: row.journalEntryId,
    issuedAt: row.issuedAt?.toISOString() ?? null,
    issuedByName: row.issuedBy ? (names.get(row.issuedBy) ?? null) : null,
    createdByName: row.createdBy ? (names.get(row.createdBy) ?? null) : null,
    lines,
    notes,
    sunatVoid: baja
      ? { id: baja.id, state: baja.state, sunatCode: baja.code, sunatDescription: baja.description }
      : null,
    voidReason: row.voidReason,
  };
};
