/**
 * The labour-certificates module's public entry (level 10, beside payslips): the certificado de
 * trabajo and the certificado de rentas y retenciones de quinta categoría, read from the employee
 * record and the stored slips; the whole staff's quinta certificates as a document batch; the
 * mail of a liquidación's documents to the worker.
 */

export { labourCertificatesModule } from './labour-certificates.manifest.ts';
