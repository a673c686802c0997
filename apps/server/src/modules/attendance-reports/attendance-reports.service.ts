import type { Deps } from '../../platform/deps.ts';
import type { ExportDeps } from '../../platform/export/list-export.ts';
import { markDetailsExport, markDetailsReport } from './mark-details-report.ts';
import {
  departmentGrid,
  exportDepartmentGrid,
  exportGrid,
  monthlyGrid,
  staffGrid,
} from './month-grid-report.ts';
import { reportFilters, todayReport } from './today-report.ts';
import { exportYearReport, yearReport } from './year-report.ts';

export { DEPARTMENT_SECTIONS, type Department } from './attendance-report-scope.ts';
export { stateOf, summariseToday } from './today-report.ts';

/** Every attendance report, each within what the viewer may read. */
export const createAttendanceReportsService = (deps: Deps & ExportDeps) => ({
  list: staffGrid(deps),
  exportList: exportGrid(deps),
  monthly: monthlyGrid(deps),
  exportMonthly: exportGrid(deps),
  department: departmentGrid(deps),
  exportDepartment: exportDepartmentGrid(deps),
  details: markDetailsReport(deps),
  exportDetails: markDetailsExport.answer.bind(null, deps),
  year: yearReport(deps),
  exportYear: exportYearReport(deps),
  today: todayReport(deps),
  filters: reportFilters(deps),
});

export type AttendanceReportsService = ReturnType<typeof createAttendanceReportsService>;
