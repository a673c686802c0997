import type { DbOrTx } from '../../db/client.ts';
import { type ElectronicAnswer, onElectronicAnswer } from '../../platform/events/electronic-answers.ts';
import { limaToday } from '../../platform/time/lima-today.ts';
import { findDocumentRow } from './sales-document.repository.ts';
import { VOID_SOURCE, voidIssued } from './void-issued.ts';

/** What SUNAT's answer did on its own, without a user: the audit names no one. */
const SUNAT = { user: null, ip: '', requestId: '' };

/**
 * A factura or boleta that SUNAT rejected with a CDR was never a valid document and its number is
 * spent (SUNAT keeps it as rejected): it is voided here as soon as the answer is stored, its entry
 * reversed on that day and its trips freed, so the work is invoiced again on a new document. One
 * already collected, and notes, are left as they are: their rejection shows in the lists for a
 * person to settle.
 */
export const voidRejected = async (tx: DbOrTx, answer: ElectronicAnswer, now = new Date()) => {
  if (answer.sourceType !== 'sales_document' || answer.state !== 'rejected' || !answer.withCdr) return;
  const row = await findDocumentRow(tx, answer.sourceId, 'update');
  if (row?.state !== 'issued' || (row.documentType !== '01' && row.documentType !== '03')) return;
  await voidIssued(tx, SUNAT, row, {
    now,
    reversal: { date: limaToday(now), reason: `Rechazado por SUNAT ${answer.code}` },
    after: { by: 'sunat_rejection', code: answer.code, description: answer.description },
  });
};

/**
 * A comunicación de baja SUNAT accepted (with or without observations) voids its document: the
 * entry reversed on the day of the answer, with the reason the baja gave, and the trips freed. A
 * document collected meanwhile is left issued: its record shows the accepted baja for a person to
 * settle. A baja SUNAT rejects changes nothing: the document stays issued.
 */
export const voidByBaja = async (tx: DbOrTx, answer: ElectronicAnswer, now = new Date()) => {
  if (answer.sourceType !== VOID_SOURCE || answer.state === 'rejected') return;
  const row = await findDocumentRow(tx, answer.sourceId, 'update');
  if (row?.state !== 'issued') return;
  const reason = row.voidReason ?? 'Comunicación de baja';
  await voidIssued(tx, SUNAT, row, {
    now,
    reversal: { date: limaToday(now), reason },
    after: { reason, by: 'comunicacion_de_baja', code: answer.code },
  });
};

export const registerSunatAnswers = (): void =>
  onElectronicAnswer('billing', async (tx, answer) => {
    await voidRejected(tx, answer);
    await voidByBaja(tx, answer);
  });
