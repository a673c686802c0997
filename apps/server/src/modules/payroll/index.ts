/**
 * The payroll module's public entry (section 14, tab Payments): the runs of a company's payroll and
 * their payslips. It sits above attendance, additional work and the payroll items, which it reads;
 * payslip documents and exports read the stored runs through the tables exported here.
 */

export { buildSlip, payslipInputOf, type RunContext, type WorkerInputs } from './payroll-build.ts';
export { computeRun, computeSlips, registerRunMonths, storeSlips } from './payroll-run.compute.ts';
export { payrollRunRoutes } from './payroll-run.routes.ts';
export { createPayrollRunService, type PayrollRunService } from './payroll-run.service.ts';
export { payrollRuns, payrollSlips } from './payroll-run.table.ts';
export { createPayrollRunQueue, requeueStrandedRuns, startPayrollWorker } from './payroll-run.worker.ts';
export { markRunPaid } from './payroll-run-payment.ts';
export { insertDemoPayroll } from './payroll-seed.ts';
