import type { AttendanceTotals } from '../attendance/index.ts';

/*
 * What a monthly run computed on a given day may judge (issue #22): a day that has not ended is
 * never an unjustified absence. Today counts as not ended (a shift may still run; a night shift
 * ends tomorrow), and so does every later day. Pure: the run computation and the tests share it.
 */

const DAY_MS = 86_400_000;
const pad = (n: number) => String(n).padStart(2, '0');
const shift = (date: string, days: number) =>
  new Date(Date.parse(`${date}T00:00:00Z`) + days * DAY_MS).toISOString().slice(0, 10);
const span = (from: string, to: string) =>
  to < from ? 0 : (Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / DAY_MS + 1;

/** The first and last day of a month; refuses a month outside 1–12 (no silent `Date.UTC` overflow). */
export const monthRange = (year: number, month: number) => {
  if (!Number.isInteger(year) || !Number.isInteger(month) || month < 1 || month > 12 || year < 1)
    throw new RangeError(`no month ${year}-${month}`);
  const last = new Date(Date.UTC(year, month, 0)).getUTCDate();
  return { from: `${year}-${pad(month)}-01`, to: `${year}-${pad(month)}-${pad(last)}` };
};

export type MonthCutoff = {
  from: string;
  to: string;
  /** The last day over (the day before `today`), or null when no day of the month is over. */
  settledTo: string | null;
  /** The first day not over, or null when the whole month is over. */
  openFrom: string | null;
  /** Calendar days of the month not over. */
  daysLeft: number;
};

export const monthCutoff = (year: number, month: number, today: string): MonthCutoff => {
  const { from, to } = monthRange(year, month);
  if (today > to) return { from, to, settledTo: to, openFrom: null, daysLeft: 0 };
  const openFrom = today > from ? today : from;
  return {
    from,
    to,
    settledTo: today > from ? shift(today, -1) : null,
    openFrom,
    daysLeft: span(openFrom, to),
  };
};

/** Days not over within the worker's employment: paid as worked and named on the slip. */
export const projectedDaysOf = (
  cutoff: MonthCutoff,
  employment: { hireDate: string; terminationDate: string | null },
): number => {
  if (!cutoff.openFrom) return 0;
  // ISO dates sort as the days they name: the later start, the earlier end.
  const first = [employment.hireDate, cutoff.openFrom].sort()[1] as string;
  const last = [employment.terminationDate ?? cutoff.to, cutoff.to].sort()[0] as string;
  return span(first, last);
};

/**
 * One worker's attendance for the run: the days over as stored, plus the stored days not over
 * (today) without their `unmarked` count: a day not ended is never an absence.
 */
export const judgedTotals = (
  settled: AttendanceTotals | undefined,
  open: AttendanceTotals | undefined,
): AttendanceTotals | null => {
  if (!open) return settled ?? null;
  const days = { ...open.days, unmarked: 0 };
  if (!settled) return { ...open, days };
  for (const status of Object.keys(days) as (keyof typeof days)[]) days[status] += settled.days[status];
  // Every other figure is a count or a sum of minutes: the two ranges add up.
  const merged: Record<string, unknown> = { ...settled, days };
  for (const [key, value] of Object.entries(open))
    if (key !== 'employeeId' && typeof value === 'number')
      merged[key] = ((settled as unknown as Record<string, number>)[key] ?? 0) + value;
  return merged as AttendanceTotals;
};
