/**
 * The employees module's public entry. Above catalog and references, below users. What other
 * modules may use: the routes and services app.ts registers, the `employees` table (users point at
 * it), and a read API — who may see whom, the name expression, and the facts a payslip or a trip
 * needs. Everything else in this folder is private to it.
 */

export { employeeRoutes } from './employee.routes.ts';
export { createEmployeeService, type EmployeeService } from './employee.service.ts';
export { employees } from './employee.table.ts';
export { employeeBankAccounts } from './employee-bank-account.table.ts';
export { employeeDocumentRoutes } from './employee-documents.routes.ts';
export {
  type EmployeeFacts,
  employeeExists,
  findEmployeeFacts,
  listEmployeeFacts,
} from './employee-facts.ts';
export { employeeStudies } from './employee-family.table.ts';
export { createEmployeeFileService, type EmployeeFileService } from './employee-file.service.ts';
export { createEmployeeImportService, type EmployeeImportService } from './employee-import.service.ts';
export { employeeJobs } from './employee-job.table.ts';
export { employeeFullName, employeeSortName } from './employee-name.ts';
export { type PayrollFacts, payrollFactsOf } from './employee-payroll-facts.ts';
export { employeePlanningRoutes } from './employee-planning.routes.ts';
export {
  type EmploymentDates,
  employmentDates,
  type ScheduleVersion,
  type ScheduleVersionDay,
  schedulesInForce,
  type VacationRange,
  vacationsBetween,
} from './employee-planning-facts.ts';
export { priorIncomeRoutes } from './employee-prior-income.routes.ts';
export { createPriorIncomeService, type PriorIncomeService } from './employee-prior-income.service.ts';
export {
  type OpeningQuintaMonth,
  openingGratificacionOf,
  type PriorIncome,
  priorIncomeOf,
} from './employee-prior-income-facts.ts';
export {
  changeSalary,
  currentSalaryOf,
  isCurrentSalary,
  type SalaryChange,
  type SalaryChangeResult,
} from './employee-salary.ts';
export { createScheduleService, type ScheduleService } from './employee-schedule.service.ts';
export { scheduleDaysBetween } from './employee-schedule-days.ts';
export {
  assertCanSee,
  assertWholeCompany,
  type EmployeeScope,
  employeeInScope,
  scopeOf,
} from './employee-scope.ts';
export { insertDemoEmployees, type SeedEmployee } from './employee-seed.ts';
export { createVacationService, type VacationService } from './employee-vacation.service.ts';
export { insertDemoVacations } from './employee-vacation-seed.ts';
export { createWorksheetService, type WorksheetService } from './employee-worksheet.service.ts';
export { createOpeningImportService, type OpeningImportService } from './opening-balance-import.service.ts';
export { payrollVacationRoutes } from './payroll-vacation.routes.ts';
export { createPayrollVacationService, type PayrollVacationService } from './payroll-vacation.service.ts';
export { type VacationDue, vacationDueOf } from './vacation-due.ts';
