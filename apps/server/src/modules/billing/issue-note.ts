import {
  CANCELLING_CREDIT_REASONS,
  type CreditNoteReason,
  centsToMoney,
  moneyToCents,
  msg,
  type TaxAffectation,
  type TSalesNoteBody,
} from '@zerg/shared';
import { and, eq, notInArray, sql } from 'drizzle-orm';
import type { Tx } from '../../db/client.ts';
import { recordAudit } from '../../platform/audit/audit.service.ts';
import type { Actor } from '../../platform/auth/current-user.ts';
import type { Deps } from '../../platform/deps.ts';
import { badRequest, conflict, notFound } from '../../platform/errors/app-error.ts';
import { assertNoBajaPending } from './baja-pending.ts';
import { salesDocumentLines, salesDocuments } from './billing.table.ts';
import { documentTotals, lineAmounts } from './billing-amounts.ts';
import { findSeries, seriesForDocument } from './billing-series.ts';
import { documentDetail } from './document-detail.ts';
import { wrongState } from './document-state.ts';
import { issueDateOf, issueLocked } from './issue-document.ts';
import { type DocumentRow, findDocumentRow, linesOf } from './sales-document.repository.ts';
import { voidIssued } from './void-issued.ts';

type NoteLine = { description: string; quantity: string; unitValue: string; taxAffectation: TaxAffectation };

/** What the credit notes issued so far took from each catálogo 07 group of the document. */
const creditedByGroup = async (tx: Tx, referenceId: number) => {
  const [row] = await tx
    .select({
      taxable: sql<string>`coalesce(sum(${salesDocuments.taxableAmount}), 0)::text`,
      exempt: sql<string>`coalesce(sum(${salesDocuments.exemptAmount}), 0)::text`,
      unaffected: sql<string>`coalesce(sum(${salesDocuments.unaffectedAmount}), 0)::text`,
      total: sql<string>`coalesce(sum(${salesDocuments.totalAmount}), 0)::numeric(14,2)::text`,
    })
    .from(salesDocuments)
    .where(
      and(
        eq(salesDocuments.referenceId, referenceId),
        eq(salesDocuments.documentType, '07'),
        notInArray(salesDocuments.state, ['draft', 'voided']),
      ),
    );
  return row ?? { taxable: '0', exempt: '0', unaffected: '0', total: '0.00' };
};

/**
 * The lines of a cancelling credit note: the document's own lines when nothing was credited yet,
 * otherwise what remains of each catálogo 07 group as one line each.
 */
const cancellingLines = async (tx: Tx, ref: DocumentRow, description: string): Promise<NoteLine[]> => {
  const credited = await creditedByGroup(tx, ref.id);
  if (moneyToCents(credited.total) === 0n) {
    return (await linesOf(tx, ref.id)).map((l) => ({
      description: l.description,
      quantity: l.quantity,
      unitValue: l.unitValue,
      taxAffectation: l.taxAffectation,
    }));
  }
  const remaining: [TaxAffectation, bigint][] = [
    ['10', moneyToCents(ref.taxableAmount) - moneyToCents(credited.taxable)],
    ['20', moneyToCents(ref.exemptAmount) - moneyToCents(credited.exempt)],
    ['30', moneyToCents(ref.unaffectedAmount) - moneyToCents(credited.unaffected)],
  ];
  return remaining
    .filter(([, value]) => value > 0n)
    .map(([taxAffectation, value]) => ({
      description,
      quantity: '1',
      unitValue: centsToMoney(value),
      taxAffectation,
    }));
};

/**
 * A credit (07) or debit (08) note against an issued factura or boleta, issued at once with the
 * document's currency and exchange rate. Credit notes never credit more than the document's total
 * (409); when they reach it the document is voided and its trips may be invoiced again.
 */
export const issueNote =
  ({ db }: Deps) =>
  async (actor: Actor, body: TSalesNoteBody) => {
    const issueDate = issueDateOf(body.issueDate);
    const cancelling =
      body.documentType === '07' && CANCELLING_CREDIT_REASONS.includes(body.reason as CreditNoteReason);
    if (cancelling && body.lines?.length) {
      throw badRequest('VALIDATION_ERROR', { lines: ['validation.cancellingNoteLines'] });
    }
    if (!cancelling && !body.lines?.length)
      throw badRequest('VALIDATION_ERROR', { lines: ['validation.noteLines'] });
    const id = await db.transaction(async (tx) => {
      const ref = await findDocumentRow(tx, body.referenceId, 'update');
      if (!ref) throw notFound();
      if (ref.documentType !== '01' && ref.documentType !== '03') {
        throw badRequest('VALIDATION_ERROR', { referenceId: ['validation.invalid'] });
      }
      if (ref.state === 'draft' || ref.state === 'voided') throw wrongState(ref.state);
      await assertNoBajaPending(tx, [ref.id], () => 'referenceId');
      if (ref.issueDate && issueDate < ref.issueDate) {
        throw badRequest('VALIDATION_ERROR', { issueDate: ['validation.issueDateBeforeReference'] });
      }
      const series = await seriesForDocument(tx, { ...body, companyId: ref.companyId });
      const refSeries = await findSeries(tx, ref.seriesId);
      // SUNAT: a note's series begins with the letter of the document it modifies (F or B).
      if (series.series[0] !== refSeries?.series[0]) {
        throw badRequest('VALIDATION_ERROR', { seriesId: ['validation.seriesLetter'] });
      }
      const lines = (cancelling ? await cancellingLines(tx, ref, body.description) : (body.lines ?? [])).map(
        (l, i) => ({ ...l, ...lineAmounts(l), position: i + 1 }),
      );
      const totals = documentTotals(lines);
      const credited = body.documentType === '07' ? (await creditedByGroup(tx, ref.id)).total : '0.00';
      const creditedAfter = moneyToCents(credited) + moneyToCents(totals.totalAmount);
      if (body.documentType === '07' && creditedAfter > moneyToCents(ref.totalAmount)) {
        const params = { credited: centsToMoney(creditedAfter), total: ref.totalAmount };
        throw conflict(
          'CREDIT_EXCEEDS_DOCUMENT',
          { lines: [msg('errors.CREDIT_EXCEEDS_DOCUMENT', params)] },
          params,
        );
      }
      const [note] = await tx
        .insert(salesDocuments)
        .values({
          companyId: ref.companyId,
          clientId: ref.clientId,
          documentType: body.documentType,
          seriesId: body.seriesId,
          currency: ref.currency,
          referenceId: ref.id,
          noteReason: body.reason,
          noteDescription: body.description,
          language: ref.language,
          ...totals,
          createdBy: actor.user.id,
        })
        .returning();
      if (!note) throw new Error('insert returned nothing');
      await tx.insert(salesDocumentLines).values(
        lines.map((l) => ({
          documentId: note.id,
          position: l.position,
          description: l.description,
          quantity: l.quantity,
          unitValue: l.unitValue,
          taxAffectation: l.taxAffectation,
          lineValue: l.lineValue,
          igvAmount: l.igvAmount,
          lineTotal: l.lineTotal,
          holdsTrip: false,
        })),
      );
      const issued = await issueLocked(tx, actor.user.id, note, issueDate, {
        exchangeRate: ref.exchangeRate,
      });
      await recordAudit(tx, actor, {
        action: 'issue',
        entity: 'sales_document',
        entityId: note.id,
        after: { ...body, ...issued },
      });
      if (body.documentType === '07' && creditedAfter === moneyToCents(ref.totalAmount)) {
        // The note's entry undoes the sale: the invoice's own entry stays. Its trips are freed.
        await voidIssued(tx, actor, ref, { now: new Date(), after: { noteId: note.id } });
      }
      return note.id;
    });
    return documentDetail(db, actor, id);
  };
