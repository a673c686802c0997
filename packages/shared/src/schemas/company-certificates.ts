import { z } from 'zod';
import { msg } from '../validation/message.ts';
import { ZId } from './common.ts';

/**
 * A company's signing certificate (Settings › Companies): a PKCS#12 file (.p12/.pfx) and its
 * password go up; only what identifies the certificate comes back, never the file or the password.
 */
// A PKCS#12 with its chain weighs a few kilobytes; a megabyte leaves room and refuses anything else.
export const CERTIFICATE_MAX_BYTES = 1024 * 1024;
export const CERTIFICATE_EXTENSIONS = ['.p12', '.pfx'] as const;

/** The text fields of the multipart upload, sent before the file. */
export const ZCompanyCertificateFields = z.object({
  company_id: ZId,
  // Not trimmed: a space may belong to the password.
  password: z
    .string({ error: msg('validation.required') })
    .min(1, { error: msg('validation.required') })
    .max(128, { error: msg('validation.max', { max: 128 }) }),
});
export type TCompanyCertificateFields = z.input<typeof ZCompanyCertificateFields>;

export const ZCompanyCertificate = z.object({
  companyId: z.number(),
  subject: z.string(),
  /** The holder's common name (CN), or the whole subject when it has none. */
  holder: z.string(),
  issuer: z.string(),
  serialNumber: z.string(),
  validFrom: z.string(),
  validTo: z.string(),
  expired: z.boolean(),
  uploadedAt: z.string(),
  uploadedBy: z.string().nullable(),
});
export type TCompanyCertificate = z.infer<typeof ZCompanyCertificate>;

/** get, upload and remove answer the same: the company's certificate, or null when it has none. */
export const ZCompanyCertificateAnswer = z.object({ certificate: ZCompanyCertificate.nullable() });
export type TCompanyCertificateAnswer = z.infer<typeof ZCompanyCertificateAnswer>;
