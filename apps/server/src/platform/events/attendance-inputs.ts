import type { DbOrTx } from '../../db/client.ts';

/**
 * A change to something a day's attendance is computed from (a schedule, a vacation, a holiday, a
 * remote-work assignment, an employment date), made by a module that sits below attendance and so
 * cannot call it. `'all'`: every employee employed in the range (a holiday). `to` may lie in the
 * future; only days up to today are ever stored.
 */
export type AttendanceInputsChange = {
  employeeIds: readonly number[] | 'all';
  from: string;
  to: string;
};

export type AttendanceInputsListener = (tx: DbOrTx, change: AttendanceInputsChange) => Promise<void>;

/** The farthest day a change without an end can reach: the listener clamps it to today. */
export const OPEN_END = '9999-12-31';

let listener: AttendanceInputsListener | null = null;

/** Attendance answers changes with this, once, when the app is built (a later call replaces it). */
export const onAttendanceInputsChanged = (next: AttendanceInputsListener): void => {
  listener = next;
};

/**
 * Tells attendance, inside the writer's transaction, that these days must be recomputed: the
 * change and the new days commit or roll back together. Without a listener (scripts) it does nothing.
 */
export const attendanceInputsChanged = async (tx: DbOrTx, change: AttendanceInputsChange): Promise<void> => {
  if (listener) await listener(tx, change);
};
