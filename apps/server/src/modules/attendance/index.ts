/**
 * The attendance module's public entry: marks, the computed daily status, justifications, the
 * closed months payroll sets, and the read API reports and payroll use. Above employees, calendar,
 * remote-work and notifications.
 */

export { attendanceModule } from './attendance.manifest.ts';
export { attendanceDays } from './attendance-day.table.ts';
export { computeDay, type DayInput, type DayResult } from './attendance-day-rules.ts';
export { settledStatus } from './attendance-in-progress.ts';
export { attendanceMarks } from './attendance-mark.table.ts';
export { DEMO_MARK_DAYS, insertDemoMarks } from './attendance-mark-seed.ts';
export { attendanceClosedMonths, attendanceSettings } from './attendance-period.table.ts';
export {
  assertMonthsOpen,
  assertPayMonthOpen,
  type ClosedStaff,
  closeAttendanceMonth,
  closedEmployeeMonths,
  monthOf,
  reopenAttendanceMonth,
} from './attendance-period.ts';
export {
  type AttendanceDay,
  type AttendanceTotals,
  attendanceDaysBetween,
  attendanceTotals,
} from './attendance-read.ts';
export { type RecomputeOptions, type RecomputeScope, recomputeAttendance } from './attendance-recompute.ts';
export { attendanceDayRows, attendanceMarkRows } from './attendance-report-rows.ts';
export { recomputeDemoAttendance } from './attendance-seed.ts';
export { readLateTolerance } from './attendance-settings.repository.ts';
export { ATTENDANCE_FILL_TASK, fillAttendance, recomputeForChange } from './attendance-triggers.ts';
export { justifications } from './justification.table.ts';
export { undecidedJustificationCount } from './justification-read.ts';
export { seedDemoJustifications } from './justification-seed.ts';
export { attendanceKioskCodesUsed } from './kiosk-code.table.ts';
export { attendanceKioskDevices } from './kiosk-device.table.ts';
export { seedDemoKioskDevices } from './kiosk-device-seed.ts';
