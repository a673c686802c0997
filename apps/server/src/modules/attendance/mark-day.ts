import type { MarkKind } from '@zerg/shared';

/**
 * Where a mark belongs, decided from the server's clock in Lima time (America/Lima is UTC−5 all
 * year: Peru keeps no daylight saving, so a fixed offset is exact).
 */

export const LIMA_OFFSET_MINUTES = -5 * 60;
/** A night shift's exit may come this long after the scheduled exit and still close that shift. */
export const NIGHT_EXIT_MARGIN_MINUTES = 4 * 60;

export type ShiftOfDay = { dayOff: boolean; entryTime: string | null; exitTime: string | null } | null;

const DAY_MS = 86_400_000;

/** The Lima calendar day and minute of the day of an instant. */
export const limaParts = (at: Date): { date: string; minute: number } => {
  const local = new Date(at.getTime() + LIMA_OFFSET_MINUTES * 60_000);
  return {
    date: local.toISOString().slice(0, 10),
    minute: local.getUTCHours() * 60 + local.getUTCMinutes(),
  };
};

/** `YYYY-MM-DDTHH:mm` in Lima → the instant. */
export const fromLimaLocal = (local: string): Date =>
  new Date(Date.parse(`${local}:00Z`) - LIMA_OFFSET_MINUTES * 60_000);

/** `YYYY-MM-DD` plus days. */
export const addDays = (date: string, days: number): string =>
  new Date(Date.parse(`${date}T00:00:00Z`) + days * DAY_MS).toISOString().slice(0, 10);

const minutesOf = (time: string): number => Number(time.slice(0, 2)) * 60 + Number(time.slice(3, 5));

/** A working day whose exit is not after its entry ends on the next calendar day. */
export const crossesMidnight = (shift: ShiftOfDay): boolean =>
  !!shift &&
  !shift.dayOff &&
  !!shift.entryTime &&
  !!shift.exitTime &&
  minutesOf(shift.exitTime) <= minutesOf(shift.entryTime);

/**
 * The day a mark counts on: its Lima calendar day, except that a mark before the previous day's
 * night-shift exit plus `NIGHT_EXIT_MARGIN_MINUTES` counts on the previous day (the day the shift
 * started), so one shift's entry and exit stay on one day.
 */
export const workDateOf = (at: Date, previousDayShift: ShiftOfDay): string => {
  const { date, minute } = limaParts(at);
  if (crossesMidnight(previousDayShift) && previousDayShift?.exitTime) {
    if (minute <= minutesOf(previousDayShift.exitTime) + NIGHT_EXIT_MARGIN_MINUTES) return addDays(date, -1);
  }
  return date;
};

/**
 * Entry or exit. The rule: the first mark of a work day is its entry and every later mark an exit
 * (the last exit is the one that counts), with one exception for a forgotten entry — a first mark
 * made at or after the scheduled exit is an exit, because the employee is leaving, not arriving.
 * Minutes are measured from the start of the work day, so a night shift's exit after midnight is
 * past its entry.
 */
export const kindOf = (
  at: Date,
  workDate: string,
  shift: ShiftOfDay,
  kindsSoFar: readonly MarkKind[],
): MarkKind => {
  if (kindsSoFar.includes('entry')) return 'exit';
  if (kindsSoFar.length) return 'exit';
  if (!shift || shift.dayOff || !shift.entryTime || !shift.exitTime) return 'entry';
  const sinceDayStart = Math.floor((at.getTime() - fromLimaLocal(`${workDate}T00:00`).getTime()) / 60_000);
  const exit = minutesOf(shift.exitTime) + (crossesMidnight(shift) ? 24 * 60 : 0);
  return sinceDayStart >= exit ? 'exit' : 'entry';
};

/** Both decisions for one mark. */
export const placeMark = (input: {
  at: Date;
  previousDayShift: ShiftOfDay;
  shiftOf: (workDate: string) => ShiftOfDay;
  kindsOn: (workDate: string) => readonly MarkKind[];
}): { workDate: string; kind: MarkKind } => {
  const workDate = workDateOf(input.at, input.previousDayShift);
  return { workDate, kind: kindOf(input.at, workDate, input.shiftOf(workDate), input.kindsOn(workDate)) };
};
