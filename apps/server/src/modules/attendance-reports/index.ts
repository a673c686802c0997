/**
 * The attendance-reports module's public entry: every screen that reads attendance (HR payroll's
 * month grids, monitoring today, the Monthly / Details / Year reports and the department reports).
 * Above attendance; it writes nothing.
 */

// The statements alone, which the monthly benchmark times apart from HTTP.
export { dayCounts, monthGrid } from './attendance-reports.repository.ts';
export { attendanceReportsRoutes } from './attendance-reports.routes.ts';
export {
  type AttendanceReportsService,
  createAttendanceReportsService,
} from './attendance-reports.service.ts';
