import { CANCELLING_CREDIT_REASONS, type CreditNoteReason, msg, type TSalesVoidBody } from '@zerg/shared';
import { eq } from 'drizzle-orm';
import type { Tx } from '../../db/client.ts';
import { recordAudit } from '../../platform/audit/audit.service.ts';
import type { Actor } from '../../platform/auth/current-user.ts';
import type { Deps } from '../../platform/deps.ts';
import { conflict, notFound } from '../../platform/errors/app-error.ts';
import { addDays } from '../../platform/time/expiry.ts';
import { limaToday } from '../../platform/time/lima-today.ts';
import {
  electronicDocumentOf,
  issueElectronic,
  nextVoidedIdentifier,
  VOIDED_TERM_DAYS,
} from '../e-documents/index.ts';
import { assertNoBajaPending } from './baja-pending.ts';
import { salesDocuments } from './billing.table.ts';
import { findSeries } from './billing-series.ts';
import { documentDetail } from './document-detail.ts';
import { wrongState } from './document-state.ts';
import { creditedAmount, type DocumentRow, findDocumentRow } from './sales-document.repository.ts';
import { ublIssuerOf } from './sales-document-ubl.ts';
import { VOID_SOURCE } from './void-issued.ts';

const notAllowed = () => conflict('VOID_NOT_ALLOWED', { id: ['errors.VOID_NOT_ALLOWED'] });

/**
 * What a comunicación de baja may void (RS 097-2012/SUNAT art. 12; SUNAT's "Comunicación de baja"
 * guide): a factura, or a credit or debit note of a factura. Boletas and their notes are voided
 * through the resumen diario, which this product does not send: a boleta is cancelled by a credit
 * note. A credit note that cancelled its factura is not voided: that would bring the factura back.
 */
const voidable = async (tx: Tx, row: DocumentRow): Promise<boolean> => {
  if (row.documentType === '01') return true;
  if (row.documentType !== '07' && row.documentType !== '08') return false;
  if (row.documentType === '07' && CANCELLING_CREDIT_REASONS.includes(row.noteReason as CreditNoteReason))
    return false;
  // Nothing collected on the factura: a collection may already count the note's amount.
  const reference = row.referenceId === null ? null : await findDocumentRow(tx, row.referenceId);
  return reference?.documentType === '01' && reference.state === 'issued';
};

/**
 * Asks SUNAT to void an issued document by a comunicación de baja: only one SUNAT accepted, with
 * nothing collected or credited, in the seven days after its issue; otherwise the way is a credit
 * note. In one transaction: the reason kept, the audit entry, and the baja signed and queued. The
 * document stays issued until SUNAT accepts the baja (`voidByBaja` in sunat-answers.ts): a baja
 * SUNAT rejects leaves it as it was, and another may be asked.
 */
export const voidDocument =
  ({ db }: Deps) =>
  async (actor: Actor, body: TSalesVoidBody, now = new Date()) => {
    const today = limaToday(now);
    await db.transaction(async (tx) => {
      const row = await findDocumentRow(tx, body.id, 'update');
      if (!row) throw notFound();
      if (row.state !== 'issued') throw wrongState(row.state);
      if (row.number === null || !row.issueDate || !(await voidable(tx, row))) throw notAllowed();
      const sent = await electronicDocumentOf(tx, 'sales_document', row.id);
      if (sent?.state !== 'accepted' && sent?.state !== 'observed') throw notAllowed();
      if ((await creditedAmount(tx, row.id)) !== '0.00') throw notAllowed();
      await assertNoBajaPending(tx, [row.id], () => 'id');
      const last = addDays(row.issueDate, VOIDED_TERM_DAYS);
      if (today > last)
        throw conflict(
          'VOID_TERM_PASSED',
          { id: [msg('errors.VOID_TERM_PASSED', { date: last })] },
          { date: last },
        );
      const series = await findSeries(tx, row.seriesId);
      if (!series) throw notFound();
      await tx
        .update(salesDocuments)
        .set({ voidReason: body.reason, updatedAt: now })
        .where(eq(salesDocuments.id, row.id));
      await recordAudit(tx, actor, {
        action: 'void_request',
        entity: 'sales_document',
        entityId: row.id,
        before: { state: row.state },
        after: { reason: body.reason, by: 'comunicacion_de_baja' },
      });
      await issueElectronic(
        tx,
        actor,
        { companyId: row.companyId, sourceType: VOID_SOURCE, sourceId: row.id },
        {
          kind: 'voided',
          document: {
            identifier: await nextVoidedIdentifier(tx, row.companyId, today),
            referenceDate: row.issueDate,
            issueDate: today,
            issuer: await ublIssuerOf(tx, row.companyId),
            lines: [
              { type: row.documentType, series: series.series, number: row.number, reason: body.reason },
            ],
          },
        },
      );
    });
    return documentDetail(db, actor, body.id);
  };
