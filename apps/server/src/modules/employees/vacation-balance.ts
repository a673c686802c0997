import type { TVacationBalance } from '@zerg/shared';

const DAY = 24 * 3600 * 1000;
const toTime = (d: string) => Date.parse(`${d}T00:00:00Z`);
const toDate = (t: number) => new Date(t).toISOString().slice(0, 10);

/** Calendar days from start to end, both included (Peruvian vacations count calendar days). */
export const calendarDays = (start: string, end: string) =>
  Math.round((toTime(end) - toTime(start)) / DAY) + 1;

/** The n-th service year (1-based) of someone who started on `start`: [from, to]. */
export const serviceYearRange = (start: string, n: number) => {
  const s = new Date(toTime(start));
  const from = new Date(Date.UTC(s.getUTCFullYear() + n - 1, s.getUTCMonth(), s.getUTCDate()));
  const next = new Date(Date.UTC(s.getUTCFullYear() + n, s.getUTCMonth(), s.getUTCDate()));
  return { from: toDate(from.getTime()), to: toDate(next.getTime() - DAY) };
};

export type VacationTaken = { serviceYear: number; days: number; endDate: string };

/**
 * Balance per service year: a completed year earns the regime's days; the year in progress earns
 * its share so far (whole days), which is what may be granted in advance.
 */
export const vacationBalances = (
  serviceStart: string,
  daysPerYear: number,
  periods: VacationTaken[],
  today: string,
): TVacationBalance[] => {
  if (serviceStart > today) return [];
  const out: TVacationBalance[] = [];
  for (let n = 1; ; n++) {
    const { from, to } = serviceYearRange(serviceStart, n);
    if (from > today) break;
    const complete = to < today;
    const elapsed = calendarDays(from, today);
    const entitled = complete ? daysPerYear : Math.floor((daysPerYear * elapsed) / calendarDays(from, to));
    const mine = periods.filter((p) => p.serviceYear === n);
    const taken = mine.filter((p) => p.endDate < today).reduce((a, p) => a + p.days, 0);
    const scheduled = mine.filter((p) => p.endDate >= today).reduce((a, p) => a + p.days, 0);
    out.push({ serviceYear: n, from, to, entitled, taken, scheduled, balance: entitled - taken - scheduled });
  }
  return out;
};

export type OpeningVacation = { year: number; month: number; days: number };

/**
 * Vacation days an opening balance says were taken in a month before the system: taken by the end
 * of that month, from the service year the month begins in (or the start date, for the first).
 */
export const openingVacationTaken = (
  serviceStart: string,
  rows: readonly OpeningVacation[],
): VacationTaken[] =>
  rows.flatMap((r) => {
    const first = `${r.year}-${String(r.month).padStart(2, '0')}-01`;
    const from = first < serviceStart ? serviceStart : first;
    const end = new Date(Date.UTC(r.year, r.month, 0)).toISOString().slice(0, 10);
    if (end < serviceStart || r.days <= 0) return [];
    let n = 1;
    while (serviceYearRange(serviceStart, n).to < from) n++;
    return [{ serviceYear: n, days: r.days, endDate: end }];
  });
