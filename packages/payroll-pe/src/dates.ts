import { PayrollInputError } from './errors.ts';

/** A calendar date taken from a 'YYYY-MM-DD' string; the package never reads the clock. */
export type CalendarDate = { readonly year: number; readonly month: number; readonly day: number };

const ISO_DATE = /^(\d{4})-(\d{2})-(\d{2})$/;

export function daysInMonth(year: number, month: number): number {
  if (month === 2) return (year % 4 === 0 && year % 100 !== 0) || year % 400 === 0 ? 29 : 28;
  return month === 4 || month === 6 || month === 9 || month === 11 ? 30 : 31;
}

export function parseDate(value: unknown, field: string): CalendarDate {
  const match = typeof value === 'string' ? ISO_DATE.exec(value) : null;
  if (match === null) throw new PayrollInputError(field, 'must be a date string "YYYY-MM-DD"');
  const year = Number(match[1]);
  const month = Number(match[2]);
  const day = Number(match[3]);
  if (month < 1 || month > 12 || day < 1 || day > daysInMonth(year, month)) {
    throw new PayrollInputError(field, `${String(value)} is not a calendar date`);
  }
  return { year, month, day };
}

export function formatDate(date: CalendarDate): string {
  return `${String(date.year).padStart(4, '0')}-${String(date.month).padStart(2, '0')}-${String(date.day).padStart(2, '0')}`;
}

/** A sortable integer (YYYYMMDD) so that comparisons need no Date object. */
export function dateKey(date: CalendarDate): number {
  return date.year * 10000 + date.month * 100 + date.day;
}

export function firstOfMonth(year: number, month: number): CalendarDate {
  return { year, month, day: 1 };
}

export function lastOfMonth(year: number, month: number): CalendarDate {
  return { year, month, day: daysInMonth(year, month) };
}

export function isLastDayOfMonth(date: CalendarDate): boolean {
  return date.day === daysInMonth(date.year, date.month);
}

export function minDate(a: CalendarDate, b: CalendarDate): CalendarDate {
  return dateKey(a) <= dateKey(b) ? a : b;
}

export function maxDate(a: CalendarDate, b: CalendarDate): CalendarDate {
  return dateKey(a) >= dateKey(b) ? a : b;
}

export function addDays(date: CalendarDate, days: number): CalendarDate {
  let { year, month, day } = date;
  day += days;
  while (day > daysInMonth(year, month)) {
    day -= daysInMonth(year, month);
    month += 1;
    if (month > 12) {
      month = 1;
      year += 1;
    }
  }
  while (day < 1) {
    month -= 1;
    if (month < 1) {
      month = 12;
      year -= 1;
    }
    day += daysInMonth(year, month);
  }
  return { year, month, day };
}

/**
 * Length of service between two dates, both included, on the labour-law convention of 30-day months
 * and 360-day years (DS 001-97-TR for CTS, DL 713 for vacations): a span ending on the last day of a
 * month closes that month whatever its calendar length, so November 1 to February 28 is 4 months.
 * Returns 0 when `to` is before `from`.
 */
export function serviceDays(from: CalendarDate, to: CalendarDate): number {
  if (dateKey(to) < dateKey(from)) return 0;
  const startDay = Math.min(from.day, 30);
  const endDay = isLastDayOfMonth(to) ? 30 : Math.min(to.day, 30);
  const days = (to.year - from.year) * 360 + (to.month - from.month) * 30 + (endDay - startDay) + 1;
  return Math.max(days, 0);
}

export type ServiceTime = { readonly years: number; readonly months: number; readonly days: number };

export function splitServiceDays(totalDays: number): ServiceTime {
  const years = Math.floor(totalDays / 360);
  const months = Math.floor((totalDays - years * 360) / 30);
  return { years, months, days: totalDays - years * 360 - months * 30 };
}

/**
 * Days of a month for which the basic salary is due: 30 for a whole month (the month is always 30
 * days), otherwise the calendar days employed, capped at 30. Calendar days are what PLAME reports.
 */
export function employedDaysInMonth(
  year: number,
  month: number,
  hireDate: CalendarDate,
  terminationDate: CalendarDate | null,
): number {
  const first = firstOfMonth(year, month);
  const last = lastOfMonth(year, month);
  const start = maxDate(first, hireDate);
  const end = terminationDate === null ? last : minDate(last, terminationDate);
  if (dateKey(end) < dateKey(start)) return 0;
  if (start.day === 1 && end.day === last.day) return 30;
  return Math.min(end.day - start.day + 1, 30);
}

/**
 * Whole calendar months worked between `firstMonth` and `lastMonth` of `year`: a month counts when
 * the worker was employed from its first to its last day (Ley 27735 counts whole months only).
 */
export function wholeMonthsWorked(
  year: number,
  firstMonth: number,
  lastMonth: number,
  hireDate: CalendarDate,
  terminationDate: CalendarDate | null,
): number {
  let months = 0;
  for (let month = firstMonth; month <= lastMonth; month += 1) {
    const employedFromStart = dateKey(hireDate) <= dateKey(firstOfMonth(year, month));
    const employedToEnd =
      terminationDate === null || dateKey(terminationDate) >= dateKey(lastOfMonth(year, month));
    if (employedFromStart && employedToEnd) months += 1;
  }
  return months;
}
