import { msg } from '@zerg/shared';
import { eq } from 'drizzle-orm';
import type { DbOrTx, Tx } from '../../db/client.ts';
import type { Actor } from '../../platform/auth/current-user.ts';
import { AppError, conflict } from '../../platform/errors/app-error.ts';
import type { SigningCertificate } from '../../platform/pdf/pdf-sign.ts';
import { companySigningCertificate } from '../organisation/index.ts';
import { prepareDespatch, prepareSalesDocument, prepareVoided } from './prepare-document.ts';
import { recordElectronicDocument } from './record-document.ts';
import { companySunatCredentials as creds } from './sunat-credentials.table.ts';
import { type PreparedDocument, UblInvalid } from './ubl/prepared-document.ts';
import type { ElectronicContent } from './ubl/ubl-input.ts';

export type { ElectronicContent };

/**
 * Whether the company issues this kind electronically through the product: it has SUNAT
 * credentials (Settings › Companies › SUNAT), and for the GRE the API's client as well. A company
 * without them issues as before and nothing is sent; saving the credentials switches it on.
 */
export const issuesElectronically = async (
  db: DbOrTx,
  companyId: number,
  kind: ElectronicContent['kind'],
): Promise<boolean> => {
  const [row] = await db
    .select({ greClientId: creds.greClientId })
    .from(creds)
    .where(eq(creds.companyId, companyId));
  return Boolean(row) && (kind !== 'despatch' || Boolean(row?.greClientId));
};

const missingCredentials = async (db: DbOrTx, companyId: number, kind: ElectronicContent['kind']) => {
  const [row] = await db.select().from(creds).where(eq(creds.companyId, companyId));
  const missing: string[] = [];
  if (!row?.solUser) missing.push('solUser');
  if (!row?.solPasswordSealed) missing.push('solPassword');
  if (kind === 'despatch' && !row?.greClientId) missing.push('greClientId');
  if (kind === 'despatch' && !row?.greClientSecretSealed) missing.push('greClientSecret');
  return missing;
};

const certificateOf = async (db: DbOrTx, companyId: number, day: string): Promise<SigningCertificate> => {
  const found = await companySigningCertificate(db, companyId);
  if (!found) throw conflict('CERTIFICATE_MISSING', { companyId: ['errors.CERTIFICATE_MISSING'] });
  if (found.notAfter.getTime() < new Date(`${day}T12:00:00-05:00`).getTime()) {
    const date = found.notAfter.toISOString().slice(0, 10);
    throw conflict(
      'CERTIFICATE_EXPIRED',
      { companyId: [msg('errors.CERTIFICATE_EXPIRED', { date })] },
      { date },
    );
  }
  return found.certificate;
};

const prepared = (content: ElectronicContent, cert: SigningCertificate): Promise<PreparedDocument> => {
  if (content.kind === 'sales') return prepareSalesDocument(content.document, cert);
  if (content.kind === 'voided') return prepareVoided(content.document, cert);
  return prepareDespatch(content.document, cert);
};

/**
 * Signs the owner's document with the company's certificate and records it to be sent, in the
 * owner's transaction: the document and its electronic record are written together or not at all.
 * Nothing is signed when something is missing: 409 `SUNAT_CREDENTIALS_INCOMPLETE` naming the
 * credentials, `CERTIFICATE_MISSING` / `CERTIFICATE_EXPIRED`, or `E_DOCUMENT_INVALID` with every
 * rule the document breaks (`details.failures`).
 */
export const issueElectronic = async (
  tx: Tx,
  actor: { user: Pick<Actor['user'], 'id'> | null },
  owner: { companyId: number; sourceType: string; sourceId: number },
  content: ElectronicContent,
): Promise<number> => {
  const missing = await missingCredentials(tx, owner.companyId, content.kind);
  if (missing.length)
    throw new AppError(409, 'SUNAT_CREDENTIALS_INCOMPLETE', {
      params: { missing: missing.join(', ') },
      details: { missing },
    });
  const cert = await certificateOf(tx, owner.companyId, content.document.issueDate);
  let ready: PreparedDocument;
  try {
    ready = await prepared(content, cert);
  } catch (error) {
    if (!(error instanceof UblInvalid)) throw error;
    throw new AppError(409, 'E_DOCUMENT_INVALID', {
      params: { failures: error.failures.map((f) => f.message).join('; ') },
      details: { failures: error.failures },
    });
  }
  return recordElectronicDocument(tx, actor, { ...owner, kind: content.kind, prepared: ready });
};
