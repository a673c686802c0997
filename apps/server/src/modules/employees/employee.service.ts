import type { Deps } from '../../platform/deps.ts';
import type { ModuleContext } from '../../platform/module-manifest.ts';
import { changeEmployeeStatus, toggleBankAccount } from './change-employee-status.ts';
import { currentAttendanceCode, newAttendanceCode } from './employee-attendance-code.ts';
import {
  employeeChanges,
  employeeInformation,
  employeeJob,
  employeeOptions,
  employeeSalaryHistory,
  employeeSummary,
  employeesOfType,
  exportEmployees,
  lastEmployeeId,
  scopeEmployees,
} from './list-employees.ts';
import { registerEmployee, updateEmployeeInformation } from './register-employee.ts';
import { updateEmployeeJob } from './update-employee-job.ts';

/** The employee record: its reads within the caller's scope, its registration and its changes. */
export const createEmployeeService = (deps: Deps & Pick<ModuleContext, 'caches' | 'documentBatches'>) => ({
  history: employeeChanges(deps),
  list: scopeEmployees(deps),
  export: exportEmployees(deps),
  getEmployee: employeeSummary(deps),
  information: employeeInformation(deps),
  job: employeeJob(deps),
  salaryHistory: employeeSalaryHistory(deps),
  create: registerEmployee(deps),
  updateInformation: updateEmployeeInformation(deps),
  updateJob: updateEmployeeJob(deps),
  changeStatus: changeEmployeeStatus(deps),
  byType: employeesOfType(deps),
  lastId: lastEmployeeId(deps),
  currentAttendanceCode: currentAttendanceCode(deps),
  attendanceCode: newAttendanceCode(deps),
  changeBankAccountStatus: toggleBankAccount(deps),
  listSelect: employeeOptions(deps),
});

export type EmployeeService = ReturnType<typeof createEmployeeService>;
