/**
 * The payslips module's public entry (level 10, above payroll): the legal payslip PDF, the PLAME,
 * AFPnet, month and bank files of a stored payroll run, the worker's own payslips, and the
 * electronic boletas (signed, mailed and tracked; the 'e-boletas' document batch).
 */

export { payslipsModule } from './payslips.manifest.ts';
