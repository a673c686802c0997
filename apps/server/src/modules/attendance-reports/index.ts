/**
 * The attendance-reports module's public entry: every screen that reads attendance (HR payroll's
 * month grids, monitoring today, the Monthly / Details / Year reports and the department reports).
 * Above attendance; it writes nothing.
 */

export { attendanceReportsModule } from './attendance-reports.manifest.ts';
// The statements alone, which the monthly benchmark times apart from HTTP.
export { dayCounts, monthGrid } from './attendance-reports.repository.ts';
