import type { Language } from '@zerg/shared';
import type { Actor } from '../../platform/auth/current-user.ts';
import type { Deps } from '../../platform/deps.ts';
import type { ExportDeps } from '../../platform/export/list-export.ts';
import {
  departmentGridExports,
  monthlyGridExport,
  staffGridExport,
  yearReportExport,
} from './attendance-grid-export.ts';
import type { Department, GridParams } from './attendance-report-scope.ts';
import { markDetailsExport, markDetailsReport } from './mark-details-report.ts';
import { departmentGrid, monthlyGrid, staffGrid } from './month-grid-report.ts';
import { reportFilters, todayReport } from './today-report.ts';
import { yearReport } from './year-report.ts';

export { DEPARTMENT_SECTIONS, type Department } from './attendance-report-scope.ts';
export { stateOf, summariseToday } from './today-report.ts';

/** Every attendance report, each within what the viewer may read. */
export const createAttendanceReportsService = (deps: Deps & ExportDeps) => ({
  list: staffGrid(deps),
  exportList: staffGridExport.answer.bind(null, deps),
  monthly: monthlyGrid(deps),
  exportMonthly: monthlyGridExport.answer.bind(null, deps),
  department: departmentGrid(deps),
  exportDepartment: (actor: Actor, department: Department, query: GridParams, lang: Language) =>
    departmentGridExports[department].answer(deps, actor, query, lang),
  details: markDetailsReport(deps),
  exportDetails: markDetailsExport.answer.bind(null, deps),
  year: yearReport(deps),
  exportYear: yearReportExport.answer.bind(null, deps),
  today: todayReport(deps),
  filters: reportFilters(deps),
});

export type AttendanceReportsService = ReturnType<typeof createAttendanceReportsService>;
