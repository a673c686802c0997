/**
 * The words of attendance, shared by the server's tables and the web's labels.
 *
 * A day's status (SPEC.md §4 markers, plus the two leaves a report must tell apart): `marked` the
 * employee came; `unmarked` a working day with no mark; `holiday`; `remote` a homework day;
 * `not_working` a day off in the schedule (or before hiring / after leaving); `vacation`;
 * `justified` an absence whose justification HR approved.
 */
export const ATTENDANCE_STATUSES = [
  'marked',
  'unmarked',
  'holiday',
  'remote',
  'not_working',
  'vacation',
  'justified',
] as const;
export type AttendanceStatus = (typeof ATTENDANCE_STATUSES)[number];

export const MARK_KINDS = ['entry', 'exit'] as const;
export type MarkKind = (typeof MARK_KINDS)[number];

/** `self_qr` the employee scanned the kiosk's code; `kiosk_scan` the kiosk scanned the employee's own code; `manual` HR typed it. */
export const MARK_METHODS = ['self_qr', 'kiosk_scan', 'manual'] as const;
export type MarkMethod = (typeof MARK_METHODS)[number];

export const JUSTIFICATION_TYPES = ['absence', 'tardiness'] as const;
export type JustificationType = (typeof JUSTIFICATION_TYPES)[number];

/** DESIGN.md §6: pending → approved | rejected (area chief); approved → approved_by_hr | rejected_by_hr. */
export const JUSTIFICATION_STATUSES = [
  'pending',
  'approved',
  'rejected',
  'approved_by_hr',
  'rejected_by_hr',
] as const;
export type JustificationStatus = (typeof JUSTIFICATION_STATUSES)[number];
