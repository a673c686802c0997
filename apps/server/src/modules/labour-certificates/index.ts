/**
 * The labour-certificates module's public entry (level 10, beside payslips): the certificado de
 * trabajo and the certificado de rentas y retenciones de quinta categoría, read from the employee
 * record and the stored slips; the whole staff's quinta certificates as a document batch; the
 * mail of a liquidación's documents to the worker.
 */

export { labourCertificateRoutes } from './labour-certificate.routes.ts';
export {
  createLabourCertificateService,
  type LabourCertificateService,
} from './labour-certificate.service.ts';
export { registerLiquidacionMail } from './liquidacion-mail.ts';
export { quintaCertificatesBatch } from './quinta-batch.ts';
