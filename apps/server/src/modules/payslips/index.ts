/**
 * The payslips module's public entry (level 10, above payroll): the legal payslip PDF, the PLAME,
 * AFPnet, month and bank files of a stored payroll run, the worker's own payslips, and the
 * electronic boletas (signed, mailed and tracked; the 'e-boletas' document batch).
 */

export { eBoletaRoutes } from './e-boleta.routes.ts';
export { createEBoletaService, type EBoletaService } from './e-boleta.service.ts';
export { eBoletaBatchHandler } from './e-boleta-batch.ts';
export { registerHojaDocument } from './liquidacion-document.ts';
export { payslipRoutes } from './payslip.routes.ts';
export { createPayslipService, type PayslipService } from './payslip.service.ts';
