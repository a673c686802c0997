/**
 * The payslips module's public entry (level 9, above payroll): the legal payslip PDF, the PLAME,
 * AFPnet, month and bank files of a stored payroll run, and the worker's own payslips.
 */

export { registerHojaDocument } from './liquidacion-document.ts';
export { payslipRoutes } from './payslip.routes.ts';
export { createPayslipService, type PayslipService } from './payslip.service.ts';
