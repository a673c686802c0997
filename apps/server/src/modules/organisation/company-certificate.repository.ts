import type { TCompanyCertificate } from '@zerg/shared';
import { eq } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { actors } from '../../platform/audit/actor.table.ts';
import { unseal } from '../../platform/crypto/secret-box.ts';
import type { SigningCertificate } from '../../platform/pdf/pdf-sign.ts';
import { companySigningCertificates as certs } from './company-certificate.table.ts';

const holderOf = (subject: string) => /(?:^|, )CN=([^,]+)/.exec(subject)?.[1]?.trim() ?? subject;

/** What may be shown of a company's certificate: never the file, never the password. */
export const findCertificateView = async (
  db: DbOrTx,
  companyId: number,
  now: Date,
): Promise<TCompanyCertificate | null> => {
  const [row] = await db
    .select({
      companyId: certs.companyId,
      subject: certs.subject,
      issuer: certs.issuer,
      serialNumber: certs.serialNumber,
      notBefore: certs.notBefore,
      notAfter: certs.notAfter,
      uploadedAt: certs.uploadedAt,
      uploadedBy: actors.fullName,
    })
    .from(certs)
    .leftJoin(actors, eq(actors.id, certs.uploadedBy))
    .where(eq(certs.companyId, companyId));
  if (!row) return null;
  return {
    companyId: row.companyId,
    subject: row.subject,
    holder: holderOf(row.subject),
    issuer: row.issuer,
    serialNumber: row.serialNumber,
    validFrom: row.notBefore.toISOString(),
    validTo: row.notAfter.toISOString(),
    expired: row.notAfter.getTime() < now.getTime(),
    uploadedAt: row.uploadedAt.toISOString(),
    uploadedBy: row.uploadedBy,
  };
};

/**
 * The company's certificate opened for signing (the boletas' delivery), or null when it has none.
 * The caller refuses an expired one (409 CERTIFICATE_EXPIRED) by `notAfter`.
 */
export const companySigningCertificate = async (
  db: DbOrTx,
  companyId: number,
): Promise<{ certificate: SigningCertificate; subject: string; notAfter: Date } | null> => {
  const [row] = await db.select().from(certs).where(eq(certs.companyId, companyId));
  if (!row) return null;
  return {
    certificate: { p12: unseal(row.p12Sealed), password: unseal(row.passwordSealed).toString('utf8') },
    subject: row.subject,
    notAfter: row.notAfter,
  };
};
