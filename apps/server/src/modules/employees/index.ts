/**
 * The employees module's public entry. Above catalog and references, below users. What other
 * modules may use: the routes and services app.ts registers, the `employees` table (users point at
 * it), and a read API — who may see whom, the name expression, and the facts a payslip or a trip
 * needs. Everything else in this folder is private to it.
 */

export { employees } from './employee.table.ts';
export { employeeBankAccounts } from './employee-bank-account.table.ts';
export { type ActiveBankAccount, activeBankAccountsOf } from './employee-bank-read.ts';
export {
  claimEmployeeDocumentReminders,
  type EmployeeDocumentDue,
  employeeDocumentsDue,
} from './employee-document-expiry.ts';
export { type DriverFacts, driverFactsById } from './employee-driver-facts.ts';
export {
  type EmployeeFacts,
  employeeExists,
  findEmployeeFacts,
  listEmployeeFacts,
} from './employee-facts.ts';
export { employeeStudies } from './employee-family.table.ts';
export { employeeJobs } from './employee-job.table.ts';
export { insertDemoLicences } from './employee-licence-seed.ts';
export {
  activeEmployeesByLaborRegime,
  areaActiveEmployeeCountOf,
  companyEmployeeCountOf,
  type EmployeeFilter,
  type EmployeeMailboxes,
  type EmployeePlace,
  employeeAreaIdOf,
  employeeIdByAttendanceCode,
  employeeIdsOfArea,
  employeeIsActiveOf,
  employeeMailboxesById,
  employeePersonalCodeOf,
  employeePlacesById,
  employeeWhere,
  worksInHrArea,
} from './employee-lookups.ts';
export { employeeFullName, employeeSortName } from './employee-name.ts';
export {
  employeeCardOf,
  employeeCompanyIdOf,
  employeeDocumentNumberOf,
  employeeDocumentTypeOf,
  employeeFullNameOf,
  employeeNameMatches,
  employeeNameOrderOf,
  operationsStaff,
  type PayAccount,
  payAccountsOf,
  type StaffMember,
} from './employee-names.ts';
export { type PayrollFacts, payrollFactsOf } from './employee-payroll-facts.ts';
export {
  type EmploymentDates,
  employmentDates,
  type ScheduleVersion,
  type ScheduleVersionDay,
  schedulesInForce,
  type VacationRange,
  vacationsBetween,
} from './employee-planning-facts.ts';
export {
  type OpeningQuintaMonth,
  openingGratificacionOf,
  type PriorIncome,
  priorIncomeOf,
} from './employee-prior-income-facts.ts';
export { type EmployeeRecord, employeeRecords, type RecordFilter } from './employee-record-read.ts';
export {
  changeSalary,
  currentSalaryOf,
  isCurrentSalary,
  type SalaryChange,
  type SalaryChangeResult,
} from './employee-salary.ts';
export { scheduleDaysBetween } from './employee-schedule-days.ts';
export {
  areaInScope,
  assertCanSee,
  assertWholeCompany,
  type CanSeeOptions,
  type EmployeeScope,
  employeeExportScope,
  employeeInScope,
  scopeOf,
  seesArea,
  visibleEmployeeFacts,
} from './employee-scope.ts';
export { insertDemoEmployees, type SeedEmployee } from './employee-seed.ts';
export { companyStaffOf, type StaffFilter, staffRows } from './employee-staff-read.ts';
export { insertDemoVacations } from './employee-vacation-seed.ts';
export { employeesModule } from './employees.manifest.ts';
export { type VacationDue, vacationDueOf } from './vacation-due.ts';
