import { randomBytes } from 'node:crypto';
import type { Language } from '@zerg/shared';
import type { TDocumentDefinitions } from 'pdfmake/interfaces.js';
import type { Db } from '../../db/client.ts';
import { recordAudit } from '../../platform/audit/audit.service.ts';
import type { FileStorage } from '../../platform/files/file-storage.ts';
import { withFiles } from '../../platform/files/file-transaction.ts';
import type { MailService } from '../../platform/mail/mail.service.ts';
import { renderPdf } from '../../platform/pdf/pdf.ts';
import { type SigningCertificate, signPdf } from '../../platform/pdf/pdf-sign.ts';
import { workerContact, workerContacts } from '../users/index.ts';
import type { SlipDocument } from './payslip.repository.ts';
import { findSlipDelivery, markOpened, type PayslipDelivery } from './payslip-delivery.repository.ts';
import { payslipDeliveries } from './payslip-delivery.table.ts';
import { periodLabel } from './payslip-labels.ts';
import { payslipsDefinition } from './payslip-pdf.ts';

export type DeliveryDeps = { db: Db; mail: MailService; storage: FileStorage; appUrl: string };

/** Who asked: the user who started the batch or the resend (the audit names them). */
export type DeliveryActor = { userId: number; ip: string; requestId: string };

export type DeliveryResult =
  | { state: 'mailed'; fileName: string; data: Buffer; mailed: boolean }
  | { state: 'no_email'; fileName: string; data: Buffer };

const period = (slip: SlipDocument) => `${slip.run.year}-${String(slip.run.month).padStart(2, '0')}`;

/** `boleta-<document>-<yyyy-mm>-firmada.pdf`: the worker's download and the mail's attachment. */
const signedFileName = (slip: SlipDocument) =>
  `${slip.run.kind === 'liquidacion' ? 'liquidacion' : 'boleta'}-${slip.documentNumber}-${period(slip)}-firmada.pdf`;

export const openPixelPath = (token: string) => `/api/public/mail/open/${token}.gif`;

/** The address the worker is reached at (`workerContacts`: work mailbox first, else their own). */
export const deliveryAddresses = async (db: Db, employeeIds: readonly number[]) =>
  new Map([...(await workerContacts(db, employeeIds))].map(([id, c]) => [id, c.email]));

export const deliveryAddress = async (db: Db, employeeId: number): Promise<string | null> =>
  (await workerContact(db, employeeId)).email;

/** A line at the foot of each page: the signature itself is invisible, so the paper says it. */
const SIGNED_NOTE: Record<Language, string> = {
  es: 'Documento firmado digitalmente por {{company}} (D. Leg. 1310, Ley 27269).',
  en: 'Digitally signed by {{company}} (Legislative Decree 1310, Law 27269).',
  fr: 'Document signé numériquement par {{company}} (décret législatif 1310, loi 27269).',
  de: 'Digital signiert von {{company}} (Gesetzesdekret 1310, Gesetz 27269).',
  pt: 'Documento assinado digitalmente por {{company}} (Decreto Legislativo 1310, Lei 27269).',
};

/** The boleta as the run prints it, with the signed note at its foot, signed with the company's certificate (PAdES). */
export const signedBoleta = async (slip: SlipDocument, certificate: SigningCertificate) => {
  const note = SIGNED_NOTE[slip.language].replace('{{company}}', slip.employer.name);
  const definition: TDocumentDefinitions = {
    ...payslipsDefinition([slip]),
    footer: { text: note, alignment: 'center', fontSize: 7, color: '#555', margin: [36, 12, 36, 0] },
  };
  return signPdf(await renderPdf(definition), certificate, {
    reason: `Boleta de pago ${period(slip)}`,
    location: slip.employer.address?.trim() || 'Perú',
    name: slip.employer.name,
  });
};

/**
 * One worker's electronic boleta: signed once and kept (a later send or resend mails the same
 * file), recorded, and mailed with an open-tracking image. Idempotent: a slip already mailed is not
 * mailed again unless `resend` says so. The row is locked while deciding, so two sends of one slip
 * never both mail it.
 */
export const deliverSlip = async (
  deps: DeliveryDeps,
  slip: SlipDocument,
  certificate: SigningCertificate,
  actor: DeliveryActor,
  options: {
    resend: boolean;
    /** What a batch read for the whole run beforehand; read here when absent. */
    known?: PayslipDelivery | null;
    address?: string | null;
  },
): Promise<DeliveryResult> => {
  const { db, storage, mail } = deps;
  const fileName = signedFileName(slip);
  const known = options.known === undefined ? await findSlipDelivery(db, slip.id) : options.known;
  if (known?.state === 'mailed' && !options.resend)
    return { state: 'mailed', fileName, data: await storage.read(known.signedFileKey), mailed: false };
  // Signed outside the transaction (the slow part); stored in it, with the delivery row.
  const signed: { key: string | null; data: Buffer; at: Date } = known
    ? { key: known.signedFileKey, data: await storage.read(known.signedFileKey), at: known.signedAt }
    : { key: null, data: await signedBoleta(slip, certificate), at: new Date() };
  const address =
    options.address === undefined ? await deliveryAddress(db, slip.employeeId) : options.address;
  const audit = { ip: actor.ip, requestId: actor.requestId, user: { id: actor.userId } };
  return withFiles(db, storage, async (tx, files) => {
    const locked = await findSlipDelivery(tx, slip.id, true);
    if (locked?.state === 'mailed' && !options.resend)
      return { state: 'mailed', fileName, data: signed.data, mailed: false };
    const signedKey = signed.key ?? (await files.put(signed.data, 'payslips-signed'));
    const token = randomBytes(24).toString('base64url');
    const outboxId = address
      ? (
          await mail.sendEvent(
            tx,
            'payslip.issued',
            {
              name: slip.names.firstNames,
              period: periodLabel(slip.language, slip.run.year, slip.run.month),
              company: slip.employer.name,
            },
            {
              to: [{ email: address, language: slip.language }],
              attachments: [{ fileName, storageKey: signedKey, contentType: 'application/pdf' }],
              openPixelUrl: `${deps.appUrl.replace(/\/$/, '')}${openPixelPath(token)}`,
            },
          )
        )[0]
      : undefined;
    const row = {
      runId: slip.run.id,
      employeeId: slip.employeeId,
      state: address ? ('mailed' as const) : ('no_email' as const),
      outboxId: outboxId ?? null,
      signedFileKey: signedKey,
      fileName,
      signedAt: signed.at,
      sentTo: address,
      openToken: token,
      openedAt: null,
      updatedAt: new Date(),
    };
    const [saved] = await tx
      .insert(payslipDeliveries)
      .values({ slipId: slip.id, ...row })
      .onConflictDoUpdate({ target: payslipDeliveries.slipId, set: row })
      .returning({ id: payslipDeliveries.id });
    await recordAudit(tx, audit, {
      action: address ? (options.resend ? 'payslip.resend' : 'payslip.deliver') : 'payslip.no_email',
      entity: 'payslip_delivery',
      entityId: saved?.id ?? null,
      after: { slipId: slip.id, sentTo: address, outboxId: outboxId ?? null },
    });
    return address
      ? { state: 'mailed' as const, fileName, data: signed.data, mailed: true }
      : { state: 'no_email' as const, fileName, data: signed.data };
  });
};

/** Records the first fetch of a mail's tracking image; an unknown token changes nothing. */
export const recordOpen = async (db: Db, file: string, at: Date) => {
  const token = /^([A-Za-z0-9_-]{16,64})\.gif$/.exec(file)?.[1];
  if (token) await markOpened(db, token, at);
};
