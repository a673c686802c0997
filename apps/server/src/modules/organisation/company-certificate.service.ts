import {
  CERTIFICATE_MAX_BYTES,
  msg,
  type TCompanyCertificateAnswer,
  ZCompanyCertificateFields,
} from '@zerg/shared';
import { eq } from 'drizzle-orm';
import { recordAudit } from '../../platform/audit/audit.service.ts';
import type { Actor } from '../../platform/auth/current-user.ts';
import { seal } from '../../platform/crypto/secret-box.ts';
import type { Deps } from '../../platform/deps.ts';
import { badRequest, conflict, notFound } from '../../platform/errors/app-error.ts';
import type { Upload } from '../../platform/files/upload.ts';
import { CertificateError, type CertificateInfo, readCertificate } from '../../platform/pdf/pdf-sign.ts';
import { findCompany } from './company.repository.ts';
import { findCertificateView } from './company-certificate.repository.ts';
import { companySigningCertificates as certs } from './company-certificate.table.ts';

/** Any bytes may come up: readCertificate decides whether they are a PKCS#12. */
export const CERTIFICATE_UPLOAD = { maxBytes: CERTIFICATE_MAX_BYTES, types: 'parsed-by-caller' } as const;

const read = (data: Buffer, password: string): CertificateInfo => {
  try {
    return readCertificate(data, password);
  } catch (error) {
    if (!(error instanceof CertificateError)) throw error;
    if (error.code === 'CERTIFICATE_PASSWORD_WRONG') {
      throw badRequest('CERTIFICATE_PASSWORD_WRONG', { password: ['errors.CERTIFICATE_PASSWORD_WRONG'] });
    }
    throw badRequest('CERTIFICATE_INVALID', { file: ['errors.CERTIFICATE_INVALID'] });
  }
};

/** What the audit keeps of a certificate: who it names and until when, no secret. */
const audited = (c: { subject: string; issuer: string; serialNumber: string; notAfter: Date }) => ({
  subject: c.subject,
  issuer: c.issuer,
  serialNumber: c.serialNumber,
  notAfter: c.notAfter.toISOString(),
});

/**
 * The company's signing certificate (Settings › Companies): upload or replace, show, remove. The
 * file and its password are sealed before they reach the database and no answer carries them.
 */
export const createCompanyCertificateService = ({ db }: Deps) => {
  const company = async (id: number) => {
    if (!(await findCompany(db, id))) throw notFound();
  };
  const answer = async (companyId: number): Promise<TCompanyCertificateAnswer> => ({
    certificate: await findCertificateView(db, companyId, new Date()),
  });

  return {
    get: async (companyId: number) => {
      await company(companyId);
      return answer(companyId);
    },

    /** Multipart fields `company_id` and `password` come before the file. */
    upload: async (actor: Actor, upload: Upload) => {
      const parsed = ZCompanyCertificateFields.safeParse(upload.fields);
      if (!parsed.success) {
        const fields: Record<string, string[]> = {};
        for (const issue of parsed.error.issues) fields[String(issue.path[0] ?? 'file')] = [issue.message];
        throw badRequest('VALIDATION_ERROR', fields);
      }
      const { company_id: companyId, password } = parsed.data;
      await company(companyId);
      const info = read(upload.data, password);
      if (info.notAfter.getTime() < Date.now()) {
        const date = info.notAfter.toISOString().slice(0, 10);
        throw conflict(
          'CERTIFICATE_EXPIRED',
          { file: [msg('errors.CERTIFICATE_EXPIRED', { date })] },
          { date },
        );
      }
      const values = {
        p12Sealed: seal(upload.data),
        passwordSealed: seal(Buffer.from(password, 'utf8')),
        ...info,
        uploadedAt: new Date(),
        uploadedBy: actor.user.id,
      };
      await db.transaction(async (tx) => {
        const [before] = await tx
          .select({
            subject: certs.subject,
            issuer: certs.issuer,
            serialNumber: certs.serialNumber,
            notAfter: certs.notAfter,
          })
          .from(certs)
          .where(eq(certs.companyId, companyId))
          .for('update');
        await tx
          .insert(certs)
          .values({ companyId, ...values })
          .onConflictDoUpdate({ target: certs.companyId, set: values });
        await recordAudit(tx, actor, {
          action: before ? 'replace_certificate' : 'upload_certificate',
          entity: 'company',
          entityId: companyId,
          before: before ? audited(before) : undefined,
          after: audited(info),
        });
      });
      return answer(companyId);
    },

    remove: async (actor: Actor, companyId: number) => {
      await company(companyId);
      await db.transaction(async (tx) => {
        const [gone] = await tx.delete(certs).where(eq(certs.companyId, companyId)).returning({
          subject: certs.subject,
          issuer: certs.issuer,
          serialNumber: certs.serialNumber,
          notAfter: certs.notAfter,
        });
        if (!gone) throw notFound();
        await recordAudit(tx, actor, {
          action: 'remove_certificate',
          entity: 'company',
          entityId: companyId,
          before: audited(gone),
        });
      });
      return answer(companyId);
    },
  };
};

export type CompanyCertificateService = ReturnType<typeof createCompanyCertificateService>;
