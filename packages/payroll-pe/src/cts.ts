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
import { Dec, type Dec as DecType, max0, money, plain, THIRTY, THREE_SIXTY, ZERO } from './money.ts';
import { type ParametersInForce, parseParameters } from './parameters.ts';
import { REGIME_RULES } from './regimes.ts';
import {
  readAmount,
  readChoice,
  readCount,
  readObject,
  readOptionalCount,
  readOptionalQuantity,
} from './validate.ts';
import { type BenefitWorker, fixedMonthly, type ParsedBenefitWorker, parseBenefitWorker } from './worker.ts';

export type CtsDeposit = 'may' | 'november';

export type CtsInput = {
  readonly parameters: ParametersInForce;
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
  /**
   * Pequeña empresa: daily remunerations of CTS already deposited under the regime (the sum of the
   * earlier deposits' `dailyPays`); the deposit stops at 90 in all.
   */
  readonly accruedDailyPays?: string;
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
  /** base / 12 × months + base / 360 × days, times the regime factor (and within the regime's cap). */
  readonly amount: string;
  /** The deposit in daily remunerations (amount / (base / 30)), to accrue towards the regime's cap. */
  readonly dailyPays: string;
  readonly lines: readonly PayslipLine[];
  /** `cts_cap_reached`: the pequeña empresa deposit stopped at 90 daily remunerations. */
  readonly warnings: readonly string[];
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
  readonly dailyPays: DecType;
  readonly capped: boolean;
  readonly line: LineDraft | null;
};

/**
 * CTS = base / 12 × months + base / 360 × days (DS 001-97-TR), i.e. base × total days / 360; for the
 * pequeña empresa within 90 daily remunerations in all (`accruedDailyPays` already deposited).
 */
export function ctsCore(
  worker: ParsedBenefitWorker,
  computable: DecType,
  gratificacion: DecType,
  totalDays: number,
  accruedDailyPays: DecType = ZERO,
): CtsCore {
  const rules = REGIME_RULES[worker.regime];
  const factor = rules.ctsFactor;
  const gratificacionSixth = gratificacion.dividedBy(SIX);
  const base = computable.plus(gratificacionSixth);
  const quantity = new Dec(totalDays);
  // (computable + gratificación / 6) × days / 360 with the sixth folded in, so that one division
  // comes last and a half céntimo is exact.
  let exact = computable
    .times(SIX)
    .plus(gratificacion)
    .times(factor)
    .times(quantity)
    .dividedBy(SIX.times(THREE_SIXTY));
  let capped = false;
  if (rules.ctsCapDailyPays !== null && base.greaterThan(0)) {
    const room = max0(new Dec(rules.ctsCapDailyPays).minus(accruedDailyPays));
    const ceiling = computable.times(SIX).plus(gratificacion).times(room).dividedBy(SIX.times(THIRTY));
    if (exact.greaterThan(ceiling)) {
      exact = ceiling;
      capped = true;
    }
  }
  const line = exact.greaterThan(0) ? draft('cts', base, exact, { rate: factor, quantity }) : null;
  const amount = line === null ? exact : line.amount;
  const dailyPays = base.greaterThan(0) ? amount.times(THIRTY).dividedBy(base) : ZERO;
  return { base, gratificacionSixth, amount, dailyPays, capped, line };
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
  const accrued = readOptionalQuantity(i.accruedDailyPays, 'accruedDailyPays') ?? ZERO;
  const core = ctsCore(worker, computable, gratificacion, totalDays, accrued);
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
    dailyPays: core.dailyPays.toDecimalPlaces(4).toFixed(4),
    lines: core.line === null ? [] : [toLine(core.line)],
    warnings: core.capped ? ['cts_cap_reached'] : [],
  };
}
