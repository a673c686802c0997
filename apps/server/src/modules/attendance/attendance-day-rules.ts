import { splitOvertime } from '@zerg/payroll-pe';
import type { AttendanceStatus, JustificationType, MarkKind } from '@zerg/shared';

/**
 * The daily-status rules of attendance, without a database: one employee-day in, its status and
 * minutes out. The README of this module states every rule; `attendance-recompute.ts` feeds it.
 *
 * Times of a schedule are Lima wall-clock `HH:MM`; Lima is UTC−5 all year (no daylight saving),
 * so a local time turns into an instant by adding five hours.
 */

/** One weekday of the schedule in force. `exit` earlier than (or equal to) `entry`: a night shift. */
export type ScheduleDayRule = {
  dayOff: boolean;
  entry: string | null;
  breakStart: string | null;
  breakEnd: string | null;
  exit: string | null;
};

export type DayMark = { kind: MarkKind; at: Date };

export type DayJustification = { id: number; type: JustificationType };

export type DayInput = {
  /** The work date, `YYYY-MM-DD`; every mark given already counts on it. */
  date: string;
  /** Null: no schedule was in force that day (treated as a day off). */
  schedule: ScheduleDayRule | null;
  employed: boolean;
  vacation: boolean;
  holiday: boolean;
  remote: boolean;
  /** The effective marks of the day (superseded ones left out), in any order. */
  marks: readonly DayMark[];
  /** HR-approved justifications of the day (at most one of each type matters). */
  justifications: readonly DayJustification[];
  toleranceMinutes: number;
};

export type DayResult = {
  status: AttendanceStatus;
  scheduledEntry: string | null;
  scheduledExit: string | null;
  scheduledMinutes: number;
  workedMinutes: number;
  lateMinutes: number;
  earlyLeaveMinutes: number;
  overtime25Minutes: number;
  overtime35Minutes: number;
  /**
   * Scheduled minutes not worked because the employee did not come (unmarked or justified
   * absence). Not stored (the status tells it); it closes the day's balance:
   * worked + late + early leave + absent = scheduled + overtime.
   */
  absentMinutes: number;
  firstEntryAt: Date | null;
  lastExitAt: Date | null;
  justificationId: number | null;
};

const LIMA_OFFSET_MINUTES = 5 * 60;
const DAY_MINUTES = 24 * 60;
const MINUTE_MS = 60_000;

/** `HH:MM` (or `HH:MM:SS`) → minutes of the day, read digit by digit (called several times a day). */
const clockMinutes = (hhmm: string): number => {
  const d = (i: number) => hhmm.charCodeAt(i) - 48;
  return (d(0) * 10 + d(1)) * 60 + d(3) * 10 + d(4);
};

// Parsing a date string is the costliest step of a day; a month of recomputes parses ~31 distinct ones.
const midnights = new Map<string, number>();
const utcMidnightMinutes = (date: string): number => {
  let m = midnights.get(date);
  if (m === undefined) {
    m = Date.parse(`${date}T00:00:00Z`) / MINUTE_MS;
    if (midnights.size > 10_000) midnights.clear();
    midnights.set(date, m);
  }
  return m;
};

/** Minutes since the epoch of a Lima local time on a date. */
const localInstant = (date: string, minutesOfDay: number): number =>
  utcMidnightMinutes(date) + minutesOfDay + LIMA_OFFSET_MINUTES;

/** A mark's instant in whole minutes: 08:05:59 is 08:05, so seconds never make anyone late. */
const markMinute = (at: Date): number => Math.floor(at.getTime() / MINUTE_MS);

type Window = { entry: number; exit: number; breakStart: number; breakEnd: number };

/**
 * The scheduled window as instants. A time earlier than the entry belongs to the next day: that
 * is how a night shift (22:00–06:00) and a break after midnight are read.
 */
export const scheduledWindow = (date: string, day: ScheduleDayRule): Window | null => {
  if (day.dayOff || !day.entry || !day.exit) return null;
  const entryClock = clockMinutes(day.entry);
  const after = (hhmm: string) => {
    const clock = clockMinutes(hhmm);
    return clock <= entryClock ? clock + DAY_MINUTES : clock;
  };
  const entry = localInstant(date, entryClock);
  const exit = localInstant(date, 0) + after(day.exit);
  let breakStart = exit;
  let breakEnd = exit;
  if (day.breakStart && day.breakEnd) {
    const start = after(day.breakStart);
    let end = after(day.breakEnd);
    if (end < start) end += DAY_MINUTES;
    breakStart = Math.min(localInstant(date, 0) + start, exit);
    breakEnd = Math.min(localInstant(date, 0) + end, exit);
  }
  return { entry, exit, breakStart, breakEnd };
};

/** Scheduled working minutes between two instants of the window (the break does not count). */
const workBetween = (w: Window, from: number, to: number): number => {
  const a = Math.max(from, w.entry);
  const b = Math.min(to, w.exit);
  if (b <= a) return 0;
  const overlap = Math.max(0, Math.min(b, w.breakEnd) - Math.max(a, w.breakStart));
  return b - a - overlap;
};

/**
 * Splits a day's overtime minutes into the +25 % band (first two hours) and the +35 % band with
 * the payroll library, so attendance and payslips never disagree on the bands.
 */
export const splitOvertimeMinutes = (minutes: number): { ot25: number; ot35: number } => {
  const capped = Math.min(Math.max(0, Math.round(minutes)), DAY_MINUTES);
  const known = splits[capped];
  if (known) return known;
  const { hours25 } = splitOvertime([capped / 60]);
  const ot25 = Math.min(capped, Math.round(hours25 * 60));
  const split = Object.freeze({ ot25, ot35: capped - ot25 });
  splits[capped] = split;
  return split;
};
// A day has at most 1,441 overtime figures: each is split once (decimal arithmetic is not free).
const splits: ({ ot25: number; ot35: number } | undefined)[] = [];

/** First entry and last exit after it; either may be missing. */
const presence = (marks: readonly DayMark[]) => {
  let firstEntry: Date | null = null;
  for (const m of marks) if (m.kind === 'entry' && (!firstEntry || m.at < firstEntry)) firstEntry = m.at;
  let lastExit: Date | null = null;
  for (const m of marks) {
    if (m.kind !== 'exit') continue;
    if (firstEntry && m.at <= firstEntry) continue;
    if (!lastExit || m.at > lastExit) lastExit = m.at;
  }
  return { firstEntry, lastExit };
};

const empty = (status: AttendanceStatus): DayResult => ({
  status,
  scheduledEntry: null,
  scheduledExit: null,
  scheduledMinutes: 0,
  workedMinutes: 0,
  lateMinutes: 0,
  earlyLeaveMinutes: 0,
  overtime25Minutes: 0,
  overtime35Minutes: 0,
  absentMinutes: 0,
  firstEntryAt: null,
  lastExitAt: null,
  justificationId: null,
});

/** A day nobody scheduled (holiday, day off): every minute worked is overtime. */
const unscheduledDay = (status: AttendanceStatus, input: DayInput): DayResult => {
  const { firstEntry, lastExit } = presence(input.marks);
  const minutes = firstEntry && lastExit ? markMinute(lastExit) - markMinute(firstEntry) : 0;
  const { ot25, ot35 } = splitOvertimeMinutes(minutes);
  return {
    ...empty(status),
    workedMinutes: ot25 + ot35,
    overtime25Minutes: ot25,
    overtime35Minutes: ot35,
    firstEntryAt: firstEntry,
    lastExitAt: lastExit,
  };
};

/** The status and minutes of one employee-day. */
export const computeDay = (input: DayInput): DayResult => {
  // Precedence: not employed > vacation > holiday > remote > day off > marks.
  if (!input.employed) return empty('not_working');
  if (input.vacation) return empty('vacation');
  const window = input.schedule ? scheduledWindow(input.date, input.schedule) : null;
  const times = {
    scheduledEntry: window ? (input.schedule?.entry ?? null) : null,
    scheduledExit: window ? (input.schedule?.exit ?? null) : null,
  };
  if (input.holiday) return { ...unscheduledDay('holiday', input), ...times };
  const scheduled = window ? workBetween(window, window.entry, window.exit) : 0;
  if (input.remote)
    return { ...empty('remote'), ...times, scheduledMinutes: scheduled, workedMinutes: scheduled };
  if (!window) return unscheduledDay(input.marks.length ? 'marked' : 'not_working', input);

  const absence = input.justifications.find((j) => j.type === 'absence') ?? null;
  const tardiness = input.justifications.find((j) => j.type === 'tardiness') ?? null;
  const { firstEntry, lastExit } = presence(input.marks);
  if (!firstEntry && !lastExit) {
    return {
      ...empty(absence ? 'justified' : 'unmarked'),
      ...times,
      scheduledMinutes: scheduled,
      absentMinutes: scheduled,
      justificationId: absence?.id ?? null,
    };
  }

  // A missing entry or exit is taken as on time: the day counts, HR corrects it with a manual mark.
  const arrived = firstEntry ? markMinute(firstEntry) : window.entry;
  const left = Math.max(arrived, lastExit ? markMinute(lastExit) : window.exit);
  const clampedIn = Math.min(Math.max(arrived, window.entry), window.exit);
  const clampedOut = Math.min(Math.max(left, clampedIn), window.exit);
  const lateRaw = workBetween(window, window.entry, clampedIn);
  const earlyRaw = workBetween(window, clampedOut, window.exit);
  // Within the tolerance all lateness is forgiven; beyond it, every minute counts.
  const lateForgiven = lateRaw <= input.toleranceMinutes || tardiness !== null;
  const late = lateForgiven ? 0 : lateRaw;
  const early = absence ? 0 : earlyRaw;
  const { ot25, ot35 } = splitOvertimeMinutes(Math.max(0, left - Math.max(arrived, window.exit)));
  const applied =
    (tardiness && lateRaw > input.toleranceMinutes ? tardiness : null) ??
    (absence && earlyRaw > 0 ? absence : null);
  return {
    status: 'marked',
    ...times,
    scheduledMinutes: scheduled,
    workedMinutes: scheduled - late - early + ot25 + ot35,
    lateMinutes: late,
    earlyLeaveMinutes: early,
    overtime25Minutes: ot25,
    overtime35Minutes: ot35,
    absentMinutes: 0,
    firstEntryAt: firstEntry,
    lastExitAt: lastExit,
    justificationId: applied?.id ?? null,
  };
};

/** ISO weekday of a date: 1 Monday … 7 Sunday. */
export const isoWeekday = (date: string): number => {
  const day = new Date(`${date}T00:00:00Z`).getUTCDay();
  return day === 0 ? 7 : day;
};

/** Every date from `from` to `to` inclusive. */
export const datesBetween = (from: string, to: string): string[] => {
  const out: string[] = [];
  for (
    let t = Date.parse(`${from}T00:00:00Z`), end = Date.parse(`${to}T00:00:00Z`);
    t <= end;
    t += 86_400_000
  )
    out.push(new Date(t).toISOString().slice(0, 10));
  return out;
};

/** First day of the month before the one of `date`. */
export const previousMonthStart = (date: string): string => {
  const d = new Date(`${date.slice(0, 7)}-01T00:00:00Z`);
  d.setUTCMonth(d.getUTCMonth() - 1);
  return d.toISOString().slice(0, 10);
};

/** The earlier / later of two ISO dates (strings: `Math.min` does not apply). */
export const earlierDate = (a: string, b: string): string => (a.localeCompare(b) <= 0 ? a : b);
export const laterDate = (a: string, b: string): string => (a.localeCompare(b) >= 0 ? a : b);
