import { z } from 'zod';
import { EMPLOYEE_FILE_KINDS, EXPIRING_FILE_KIND } from '../../catalog/rrhh.ts';
import { msg } from '../../validation/message.ts';
import { dbId, MAX_ID } from '../common.ts';
import { ZDate } from './fields.ts';

export const ZEmployeeFile = z.object({
  id: z.number(),
  kind: z.enum(EMPLOYEE_FILE_KINDS),
  originalName: z.string(),
  mimeType: z.string(),
  size: z.number(),
  uploadedAt: z.string(),
  uploadedBy: z.string().nullable(),
  /** A certificate's last valid day; null for other kinds and certificates that do not expire. */
  expiryDate: z.string().nullable(),
});
export type TEmployeeFile = z.infer<typeof ZEmployeeFile>;
export const ZEmployeeFileList = z.array(ZEmployeeFile);
export const ZFileIdBody = z.object({ file_id: dbId() });

/** The text fields of a multipart file upload (they come before the file part). */
const uploadFileFields = z.object({
  employee_id: z.coerce
    .number({ error: msg('validation.required') })
    .int()
    .positive({ error: msg('validation.required') })
    .max(MAX_ID, { error: msg('validation.invalid') }),
  kind: z.enum(EMPLOYEE_FILE_KINDS, { error: msg('validation.required') }),
  /** Only a certificate expires; an empty field is no date. */
  expiry_date: z
    .union([z.literal(''), ZDate])
    .optional()
    .transform((v) => v || null),
});
/** The employee whose photo is uploaded (the same multipart field as a file's). */
export const ZPhotoFields = uploadFileFields.pick({ employee_id: true });
export const ZUploadFileFields = uploadFileFields.superRefine((v, ctx) => {
  if (v.expiry_date && v.kind !== EXPIRING_FILE_KIND)
    ctx.addIssue({ code: 'custom', path: ['expiry_date'], message: msg('validation.invalid') });
});
export type TUploadFileFields = z.infer<typeof ZUploadFileFields>;
