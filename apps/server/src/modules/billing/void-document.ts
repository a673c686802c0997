import { msg, type TSalesVoidBody } from '@zerg/shared';
import type { Actor } from '../../platform/auth/current-user.ts';
import type { Deps } from '../../platform/deps.ts';
import { conflict, notFound } from '../../platform/errors/app-error.ts';
import { addDays } from '../../platform/time/expiry.ts';
import { limaToday } from '../../platform/time/lima-today.ts';
import {
  electronicPrintOf,
  issueElectronic,
  nextVoidedIdentifier,
  VOIDED_TERM_DAYS,
} from '../e-documents/index.ts';
import { findSeries } from './billing-series.ts';
import { documentDetail } from './document-detail.ts';
import { wrongState } from './document-state.ts';
import { creditedAmount, findDocumentRow } from './sales-document.repository.ts';
import { ublIssuerOf } from './sales-document-ubl.ts';
import { voidIssued } from './void-issued.ts';

const notAllowed = () => conflict('VOID_NOT_ALLOWED', { id: ['errors.VOID_NOT_ALLOWED'] });

/**
 * Issued → voided by a comunicación de baja (RS 097-2012/SUNAT art. 12; SUNAT's "Comunicación de
 * baja" guide): only an electronic factura SUNAT accepted, with nothing collected or credited, in
 * the seven days after its issue; otherwise the way is a credit note. In one transaction: the
 * issue's entry reversed on the day of the baja, the trips freed, the audit entry, and the baja
 * signed and queued for SUNAT.
 */
export const voidDocument =
  ({ db }: Deps) =>
  async (actor: Actor, body: TSalesVoidBody, now = new Date()) => {
    const today = limaToday(now);
    await db.transaction(async (tx) => {
      const row = await findDocumentRow(tx, body.id, 'update');
      if (!row) throw notFound();
      if (row.state !== 'issued') throw wrongState(row.state);
      if (row.documentType !== '01' || row.number === null || !row.issueDate) throw notAllowed();
      const sent = await electronicPrintOf(tx, 'sales_document', row.id);
      if (sent?.state !== 'accepted' && sent?.state !== 'observed') throw notAllowed();
      if ((await creditedAmount(tx, row.id)) !== '0.00') throw notAllowed();
      const last = addDays(row.issueDate, VOIDED_TERM_DAYS);
      if (today > last)
        throw conflict(
          'VOID_TERM_PASSED',
          { id: [msg('errors.VOID_TERM_PASSED', { date: last })] },
          { date: last },
        );
      const series = await findSeries(tx, row.seriesId);
      if (!series) throw notFound();
      await voidIssued(tx, actor, row, {
        now,
        reversal: { date: today, reason: body.reason },
        after: { reason: body.reason, by: 'comunicacion_de_baja' },
      });
      await issueElectronic(
        tx,
        actor,
        { companyId: row.companyId, sourceType: 'sales_document_void', sourceId: row.id },
        {
          kind: 'voided',
          document: {
            identifier: await nextVoidedIdentifier(tx, row.companyId, today),
            referenceDate: row.issueDate,
            issueDate: today,
            issuer: await ublIssuerOf(tx, row.companyId),
            lines: [{ type: '01', series: series.series, number: row.number, reason: body.reason }],
          },
        },
      );
    });
    return documentDetail(db, actor, body.id);
  };
