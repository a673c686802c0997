/**
 * The payroll module's public entry (section 14, tab Payments): the runs of a company's payroll and
 * their payslips. It sits above attendance, additional work and the payroll items, which it reads;
 * payslip documents and exports read the stored runs through the tables exported here.
 */

export { payrollRuns, payrollSlips } from './payroll-run.table.ts';
