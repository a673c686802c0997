/**
 * The payroll module's public entry (section 14, tab Payments): the runs of a company's payroll and
 * their payslips. It sits above attendance, additional work and the payroll items, which it reads;
 * payslip documents and exports read the stored runs through the tables exported here.
 */

export { payrollModule } from './payroll.manifest.ts';
export { buildSlip, payslipInputOf, type RunContext, type WorkerInputs } from './payroll-build.ts';
export { computeRun, computeSlips, storeSlips } from './payroll-run.compute.ts';
export { payrollRuns, payrollSlips } from './payroll-run.table.ts';
export { createPayrollRunQueue, requeueStrandedRuns } from './payroll-run.worker.ts';
export { markRunPaid } from './payroll-run-payment.ts';
export {
  countSlips,
  payrollRunsById,
  type RunFacts,
  runPeriodOf,
  runsOfMonth,
  type SlipContents,
  type SlipSelection,
  slipContentsById,
  slipRoster,
  type WorkerSlip,
  workerSlips,
  workersPaidIn,
} from './payroll-run-read.ts';
export { insertDemoPayroll } from './payroll-seed.ts';
export {
  type PayrollRun,
  payrollRunById,
  payrollRunExists,
  type RunFilter,
  runNetPaid,
  runRows,
  runWhere,
  type StoredSlip,
  slipsOfRuns,
} from './payroll-slip-read.ts';
