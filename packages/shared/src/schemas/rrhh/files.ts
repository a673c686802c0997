import { z } from 'zod';
import { EMPLOYEE_FILE_KINDS } from '../../catalog/rrhh.ts';
import { msg } from '../../validation/message.ts';
import { dbId, MAX_ID } from '../common.ts';

export const ZEmployeeFile = z.object({
  id: z.number(),
  kind: z.enum(EMPLOYEE_FILE_KINDS),
  originalName: z.string(),
  mimeType: z.string(),
  size: z.number(),
  uploadedAt: z.string(),
  uploadedBy: z.string().nullable(),
});
export type TEmployeeFile = z.infer<typeof ZEmployeeFile>;
export const ZEmployeeFileList = z.array(ZEmployeeFile);
export const ZFileIdBody = z.object({ file_id: dbId() });

/** The text fields of a multipart file upload (they come before the file part). */
export const ZUploadFileFields = z.object({
  employee_id: z.coerce
    .number({ error: msg('validation.required') })
    .int()
    .positive({ error: msg('validation.required') })
    .max(MAX_ID, { error: msg('validation.invalid') }),
  kind: z.enum(EMPLOYEE_FILE_KINDS, { error: msg('validation.required') }),
});
export type TUploadFileFields = z.infer<typeof ZUploadFileFields>;
