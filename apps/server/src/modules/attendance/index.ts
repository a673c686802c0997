/**
 * The attendance module's public entry: marks, the computed daily status, justifications, the
 * closed months payroll sets, and the read API reports and payroll use. Above employees, calendar,
 * remote-work and notifications.
 */
export { attendanceDays } from './attendance-day.table.ts';
export { attendanceMarks } from './attendance-mark.table.ts';
export { attendanceClosedMonths, attendanceSettings } from './attendance-period.table.ts';
export { assertMonthsOpen, monthOf } from './attendance-period.ts';
export { type RecomputeScope, recomputeAttendance } from './attendance-recompute.ts';
export { justificationRoutes } from './justification.routes.ts';
export { createJustificationService, type JustificationService } from './justification.service.ts';
export { justifications } from './justification.table.ts';
export { seedDemoJustifications } from './justification-seed.ts';
