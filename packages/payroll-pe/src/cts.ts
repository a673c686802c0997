import { regularSupplements, type SupplementHistory } from './computable.ts';
import {
  type CalendarDate,
  dateKey,
  formatDate,
  maxDate,
  minDate,
  serviceDays,
  splitServiceDays,
} from './dates.ts';
import { PayrollInputError } from './errors.ts';
import { draft, type LineDraft, type PayslipLine, toLine } from './lines.ts';
import { Dec, type Dec as DecType, money, plain, THREE_SIXTY } from './money.ts';
import { type LegalParameters, parseParameters } from './parameters.ts';
import { REGIME_RULES } from './regimes.ts';
import { readAmount, readChoice, readCount, readObject, readOptionalCount } from './validate.ts';
import { type BenefitWorker, fixedMonthly, type ParsedBenefitWorker, parseBenefitWorker } from './worker.ts';

export type CtsDeposit = 'may' | 'november';

export type CtsInput = {
  readonly parameters: LegalParameters;
  readonly worker: BenefitWorker;
  /** Year of the deposit. */
  readonly year: number;
  /** May deposits November-April; November deposits May-October. */
  readonly deposit: CtsDeposit;
  /**
   * The gratificación received in the period (December's for May, July's for November), without its
   * bonificación; "0.00" if none was received. A sixth of it joins the computable base.
   */
  readonly gratificacion: string;
  readonly supplements?: readonly SupplementHistory[];
  /** Whole months and days of service in the period; default from the hire and termination dates. */
  readonly months?: number;
  readonly days?: number;
  /** Unjustified absences in the period: each one takes a day off the computable time. */
  readonly absenceDays?: number;
};

export type CtsResult = {
  readonly deposit: CtsDeposit;
  readonly periodFrom: string;
  readonly periodTo: string;
  readonly months: number;
  readonly days: number;
  /** Salary + asignación familiar + regular supplements. */
  readonly computable: string;
  readonly gratificacionSixth: string;
  /** computable + gratificación / 6. */
  readonly base: string;
  readonly regimeFactor: string;
  /** base / 12 × months + base / 360 × days, times the regime factor. */
  readonly amount: string;
  readonly lines: readonly PayslipLine[];
};

const SIX = new Dec(6);

export function ctsPeriod(year: number, deposit: CtsDeposit): { from: CalendarDate; to: CalendarDate } {
  return deposit === 'may'
    ? { from: { year: year - 1, month: 11, day: 1 }, to: { year, month: 4, day: 30 } }
    : { from: { year, month: 5, day: 1 }, to: { year, month: 10, day: 31 } };
}

export type CtsCore = {
  readonly base: DecType;
  readonly gratificacionSixth: DecType;
  readonly amount: DecType;
  readonly line: LineDraft | null;
};

/** CTS = base / 12 × months + base / 360 × days (DS 001-97-TR), i.e. base × total days / 360. */
export function ctsCore(
  worker: ParsedBenefitWorker,
  computable: DecType,
  gratificacion: DecType,
  totalDays: number,
): CtsCore {
  const factor = REGIME_RULES[worker.regime].ctsFactor;
  const gratificacionSixth = gratificacion.dividedBy(SIX);
  const base = computable.plus(gratificacionSixth);
  const quantity = new Dec(totalDays);
  const exact = base.times(factor).times(quantity).dividedBy(THREE_SIXTY);
  const line = exact.greaterThan(0) ? draft('cts', base, exact, { rate: factor, quantity }) : null;
  return { base, gratificacionSixth, amount: line === null ? exact : line.amount, line };
}

/** The CTS deposit of May or November. */
export function computeCts(input: CtsInput): CtsResult {
  const i = readObject(input, 'input');
  const parameters = parseParameters(i.parameters);
  const worker = parseBenefitWorker(i.worker, 'worker');
  const year = readCount(i.year, 'year', { min: 1990, max: 2200 });
  const deposit = readChoice(i.deposit, 'deposit', ['may', 'november'] as const);
  const gratificacion = readAmount(i.gratificacion, 'gratificacion');
  const period = ctsPeriod(year, deposit);
  const from = maxDate(period.from, worker.hireDate);
  const to = worker.terminationDate === null ? period.to : minDate(period.to, worker.terminationDate);
  const defaultDays = dateKey(to) < dateKey(from) ? 0 : serviceDays(from, to);
  let totalDays = defaultDays;
  if (i.months !== undefined || i.days !== undefined) {
    const months = readOptionalCount(i.months, 'months', { max: 6 }, 0);
    const days = readOptionalCount(i.days, 'days', { max: 29 }, 0);
    totalDays = months * 30 + days;
    if (totalDays > 180) throw new PayrollInputError('days', 'months and days exceed the six-month period');
  }
  const absenceDays = readOptionalCount(i.absenceDays, 'absenceDays', { max: 180 }, 0);
  if (absenceDays > totalDays)
    throw new PayrollInputError('absenceDays', 'exceeds the days of service in the period');
  totalDays -= absenceDays;
  const computable = fixedMonthly(worker, parameters).plus(regularSupplements(i.supplements, 'supplements'));
  const core = ctsCore(worker, computable, gratificacion, totalDays);
  const time = splitServiceDays(totalDays);
  return {
    deposit,
    periodFrom: formatDate(period.from),
    periodTo: formatDate(period.to),
    months: time.months + time.years * 12,
    days: time.days,
    computable: money(computable),
    gratificacionSixth: money(core.gratificacionSixth),
    base: money(core.base),
    regimeFactor: plain(REGIME_RULES[worker.regime].ctsFactor),
    amount: money(core.amount),
    lines: core.line === null ? [] : [toLine(core.line)],
  };
}
