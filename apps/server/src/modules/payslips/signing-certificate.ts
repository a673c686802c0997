import type { Db } from '../../db/client.ts';
import { conflict } from '../../platform/errors/app-error.ts';
import type { SigningCertificate } from '../../platform/pdf/pdf-sign.ts';
import { companySigningCertificate } from '../organisation/index.ts';

export type CompanySigning = { certificate: SigningCertificate; subject: string; notAfter: Date };

/**
 * The company's certificate when it can sign today: 409 CERTIFICATE_MISSING without one, 409
 * CERTIFICATE_EXPIRED past its end. Checked before a send starts, and again by the batch.
 */
export const validSigning = async (db: Db, companyId: number, now = new Date()): Promise<CompanySigning> => {
  const signing = await companySigningCertificate(db, companyId);
  if (!signing) throw conflict('CERTIFICATE_MISSING');
  if (signing.notAfter.getTime() < now.getTime()) throw conflict('CERTIFICATE_EXPIRED');
  return signing;
};
