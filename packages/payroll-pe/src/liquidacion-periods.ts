import { ctsPeriod } from './cts.ts';
import { type CalendarDate, dateKey, daysInMonth, maxDate, wholeMonthsWorked } from './dates.ts';
import { gratificacionCore } from './gratificacion.ts';
import { type Dec as DecType, ZERO } from './money.ts';
import type { ParsedParameters } from './parameters.ts';
import type { ParsedWorker } from './worker.ts';

/* The periods a liquidación's benefits count from: the vacation year, the CTS period and its gratificación. */

export function anniversaryOnOrBefore(hire: CalendarDate, end: CalendarDate): CalendarDate {
  const on = (year: number): CalendarDate => ({
    year,
    month: hire.month,
    day: Math.min(hire.day, daysInMonth(year, hire.month)),
  });
  const thisYear = on(end.year);
  const anniversary = dateKey(thisYear) <= dateKey(end) ? thisYear : on(end.year - 1);
  return maxDate(anniversary, hire);
}

/** The regular gratificación paid within the CTS period, for the sixth that joins the CTS base. */
export function gratificacionInCtsPeriod(
  worker: ParsedWorker,
  parameters: ParsedParameters,
  computable: DecType,
  end: CalendarDate,
): DecType {
  const paidOn15th = (year: number, month: number): boolean =>
    dateKey(end) >= dateKey({ year, month, day: 15 });
  let year: number;
  let first: number;
  if (end.month >= 5 && end.month <= 10) {
    if (!paidOn15th(end.year, 7)) return ZERO;
    year = end.year;
    first = 1;
  } else {
    year = end.month <= 4 ? end.year - 1 : end.year;
    if (!paidOn15th(year, 12)) return ZERO;
    first = 7;
  }
  const months = wholeMonthsWorked(year, first, first + 5, worker.hireDate, null);
  return gratificacionCore(worker, parameters, computable, months, false).gratificacion;
}

/** First day of the CTS period that the termination interrupts (May-October or November-April). */
export function ctsPeriodStart(end: CalendarDate): CalendarDate {
  if (end.month >= 5 && end.month <= 10) return ctsPeriod(end.year, 'november').from;
  return ctsPeriod(end.month <= 4 ? end.year : end.year + 1, 'may').from;
}
