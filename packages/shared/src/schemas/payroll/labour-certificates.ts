import { z } from 'zod';
import { ZId } from '../common.ts';

const ZYear = z.number().int().min(2000).max(2100);

/** The certificado de trabajo of a ceased worker (HR of their scope, or the worker themself). */
export const ZWorkCertificateBody = z.object({ employeeId: ZId });
export type TWorkCertificateBody = z.infer<typeof ZWorkCertificateBody>;

/** One worker's certificado de rentas y retenciones de quinta categoría of a year. */
export const ZQuintaCertificateBody = z.object({ employeeId: ZId, year: ZYear });
export type TQuintaCertificateBody = z.infer<typeof ZQuintaCertificateBody>;

/** The whole staff of a company and year: a 'quinta-certificates' document batch. */
export const ZQuintaBatchBody = z.object({ companyId: ZId, year: ZYear });
export type TQuintaBatchBody = z.infer<typeof ZQuintaBatchBody>;

/** Whose certificates: the caller's own when omitted. */
export const ZLabourCertificatesBody = z.object({ employeeId: ZId.optional() });
export type TLabourCertificatesBody = z.infer<typeof ZLabourCertificatesBody>;

/** What can be issued for a worker: the work certificate once ceased, a quinta one per year with slips. */
export const ZLabourCertificates = z.object({
  employeeId: z.number(),
  ceasedOn: z.string().nullable(),
  quintaYears: z.array(z.number()),
});
export type TLabourCertificates = z.infer<typeof ZLabourCertificates>;
