import { dateKey, maxDate, minDate, parseDate } from './dates.ts';
import { PayrollInputError } from './errors.ts';
import { Dec, money, plain, round2 } from './money.ts';
import { type Period, readAmount, readObject, readOptionalCount, readPeriod, readRate } from './validate.ts';

export type QuincenaInput = {
  readonly period: Period;
  readonly worker: {
    readonly salary: string;
    readonly hireDate: string;
    readonly terminationDate?: string | null;
  };
  /** Share of the monthly salary advanced for a whole first half; a company setting, default "0.50". */
  readonly rate?: string;
  /** Days employed between the 1st and the 15th; defaults from the hire and termination dates. */
  readonly days?: number;
  /** Unjustified absences already known in the first half. */
  readonly absenceDays?: number;
};

export type QuincenaResult = {
  readonly period: Period;
  readonly days: number;
  readonly base: string;
  readonly rate: string;
  /** Advance paid on the 15th; pass it as `quincena` to the month's computePayslip. */
  readonly amount: string;
};

const HALF_MONTH_DAYS = new Dec(15);
const DEFAULT_RATE = new Dec('0.5');

/**
 * The half-month advance. It is an advance on the month's pay, not a payslip of its own: AFP/ONP,
 * tax and ESSALUD are computed once, on the whole month, and the month-end payslip subtracts it.
 */
export function computeQuincena(input: QuincenaInput): QuincenaResult {
  const i = readObject(input, 'input');
  const period = readPeriod(i.period, 'period');
  const w = readObject(i.worker, 'worker');
  const salary = readAmount(w.salary, 'worker.salary');
  const hireDate = parseDate(w.hireDate, 'worker.hireDate');
  const terminationDate =
    w.terminationDate === undefined || w.terminationDate === null
      ? null
      : parseDate(w.terminationDate, 'worker.terminationDate');
  const rate = i.rate === undefined ? DEFAULT_RATE : readRate(i.rate, 'rate');
  const first = { year: period.year, month: period.month, day: 1 };
  const fifteenth = { year: period.year, month: period.month, day: 15 };
  const start = maxDate(first, hireDate);
  const end = terminationDate === null ? fifteenth : minDate(fifteenth, terminationDate);
  const employed = dateKey(end) < dateKey(start) ? 0 : end.day - start.day + 1;
  const days = readOptionalCount(i.days, 'days', { max: 15 }, employed);
  const absenceDays = readOptionalCount(i.absenceDays, 'absenceDays', { max: 15 }, 0);
  if (absenceDays > days) throw new PayrollInputError('absenceDays', 'exceeds the days of the first half');
  const paidDays = days - absenceDays;
  const amount = round2(salary.times(rate).times(paidDays).dividedBy(HALF_MONTH_DAYS));
  return { period, days: paidDays, base: money(salary), rate: plain(rate), amount: money(amount) };
}
