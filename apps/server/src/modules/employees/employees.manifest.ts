import { sheetImportHandler } from '../../platform/import/sheet-import-job.ts';
import { type ModuleManifest, routesOf } from '../../platform/module-manifest.ts';
import { employeeRoutes } from './employee.routes.ts';
import { createEmployeeService } from './employee.service.ts';
import { employeeDocumentRoutes } from './employee-documents.routes.ts';
import { createEmployeeFileService } from './employee-file.service.ts';
import { createEmployeeImportService, EMPLOYEE_IMPORT } from './employee-import.service.ts';
import { employeePlanningRoutes } from './employee-planning.routes.ts';
import { priorIncomeRoutes } from './employee-prior-income.routes.ts';
import { createPriorIncomeService } from './employee-prior-income.service.ts';
import { createScheduleService } from './employee-schedule.service.ts';
import { createVacationService } from './employee-vacation.service.ts';
import { createWorksheetService } from './employee-worksheet.service.ts';
import { employeeExport } from './list-employees.ts';
import { createOpeningImportService } from './opening-balance-import.service.ts';
import { payrollVacationRoutes } from './payroll-vacation.routes.ts';
import { createPayrollVacationService, payrollVacationExport } from './payroll-vacation.service.ts';

export const employeesModule: ModuleManifest = {
  name: 'employees',
  exports: [employeeExport, payrollVacationExport],
  // The bulk import runs as a job: the route stores the file and answers the batch's id.
  batches: () => ({ 'employee-import': sheetImportHandler(EMPLOYEE_IMPORT) }),
  setup: (ctx) => ({
    routes: routesOf(
      employeeRoutes(createEmployeeService(ctx)),
      employeePlanningRoutes(createScheduleService(ctx), createVacationService(ctx)),
      employeeDocumentRoutes(
        createEmployeeFileService(ctx, ctx.storage),
        createEmployeeImportService(ctx),
        createWorksheetService(ctx, ctx.storage),
      ),
      priorIncomeRoutes(createPriorIncomeService(ctx), createOpeningImportService(ctx)),
      payrollVacationRoutes(createPayrollVacationService(ctx)),
    ),
  }),
};
