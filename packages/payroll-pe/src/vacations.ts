import { regularSupplements, type SupplementHistory } from './computable.ts';
import {
  draft,
  formatTotals,
  type LineDraft,
  type PayslipLine,
  type Totals,
  toLine,
  totalsOf,
} from './lines.ts';
import { Dec, type Dec as DecType, money, THIRTY, THREE_SIXTY, ZERO } from './money.ts';
import { type ParametersInForce, parseParameters } from './parameters.ts';
import { REGIME_RULES } from './regimes.ts';
import { readCount, readObject, readOptionalCount, readOptionalObject } from './validate.ts';
import { type BenefitWorker, fixedMonthly, type ParsedBenefitWorker, parseBenefitWorker } from './worker.ts';

export type VacationInput = {
  readonly parameters: ParametersInForce;
  readonly worker: BenefitWorker;
  readonly supplements?: readonly SupplementHistory[];
  /** Earned days still within the time to take them, paid now (on termination, or sold back). */
  readonly pendingDays?: number;
  /**
   * Earned days not taken within the year after they were earned (DL 713 art. 23): paid as vacation
   * and again as an indemnity.
   */
  readonly overdueDays?: number;
  /** Incomplete year of service at termination: whole months and days since the last anniversary. */
  readonly truncated?: { readonly months: number; readonly days: number } | null;
};

export type VacationResult = {
  /** Days earned per full year under the worker's regime (30 general, 15 micro and pequeña empresa). */
  readonly entitlementDays: number;
  /** Salary + asignación familiar + regular supplements. */
  readonly computable: string;
  readonly vacationPay: string;
  readonly truncated: string;
  readonly indemnity: string;
  readonly lines: readonly PayslipLine[];
  readonly totals: Totals;
};

export type VacationCore = {
  readonly lines: LineDraft[];
};

/**
 * Remuneración vacacional of `pendingDays + overdueDays` at computable / 30 a day, the indemnity of
 * one more remuneration for the overdue ones, and truncated vacations: the year's entitlement
 * (computable × days per year / 30) × service days / 360 (DL 713 arts. 22-23).
 */
export function vacationCore(
  worker: ParsedBenefitWorker,
  computable: DecType,
  pendingDays: number,
  overdueDays: number,
  truncatedDays: number,
): VacationCore {
  const lines: LineDraft[] = [];
  const paidDays = pendingDays + overdueDays;
  if (paidDays > 0) {
    const quantity = new Dec(paidDays);
    lines.push(draft('vacation', computable, computable.times(quantity).dividedBy(THIRTY), { quantity }));
  }
  if (truncatedDays > 0) {
    const daysPerYear = new Dec(REGIME_RULES[worker.regime].vacationDaysPerYear);
    const perYear = daysPerYear.dividedBy(THIRTY);
    const quantity = new Dec(truncatedDays);
    const exact = computable.times(daysPerYear).times(quantity).dividedBy(THIRTY).dividedBy(THREE_SIXTY);
    lines.push(draft('vacation_truncated', computable, exact, { rate: perYear, quantity }));
  }
  if (overdueDays > 0) {
    const quantity = new Dec(overdueDays);
    lines.push(
      draft('vacation_indemnity', computable, computable.times(quantity).dividedBy(THIRTY), { quantity }),
    );
  }
  return { lines };
}

export function sumOfConcept(lines: readonly LineDraft[], concept: string): DecType {
  let total = ZERO;
  for (const line of lines) if (line.concept === concept) total = total.plus(line.amount);
  return total;
}

/** Vacation pay, the indemnity for vacations not taken in time, and truncated vacations. */
export function computeVacations(input: VacationInput): VacationResult {
  const i = readObject(input, 'input');
  const parameters = parseParameters(i.parameters);
  const worker = parseBenefitWorker(i.worker, 'worker');
  const computable = fixedMonthly(worker, parameters).plus(regularSupplements(i.supplements, 'supplements'));
  const pendingDays = readOptionalCount(i.pendingDays, 'pendingDays', { max: 360 }, 0);
  const overdueDays = readOptionalCount(i.overdueDays, 'overdueDays', { max: 360 }, 0);
  const truncated = readOptionalObject(i.truncated, 'truncated');
  let truncatedDays = 0;
  if (truncated !== null) {
    const months = readCount(truncated.months, 'truncated.months', { max: 11 });
    const days = readCount(truncated.days, 'truncated.days', { max: 29 });
    truncatedDays = months * 30 + days;
  }
  const core = vacationCore(worker, computable, pendingDays, overdueDays, truncatedDays);
  const amountOf = (concept: string): string =>
    money(
      core.lines.filter((l) => l.concept === concept).reduce((total, l) => total.plus(l.amount), new Dec(0)),
    );
  return {
    entitlementDays: REGIME_RULES[worker.regime].vacationDaysPerYear,
    computable: money(computable),
    vacationPay: amountOf('vacation'),
    truncated: amountOf('vacation_truncated'),
    indemnity: amountOf('vacation_indemnity'),
    lines: core.lines.map(toLine),
    totals: formatTotals(totalsOf(core.lines)),
  };
}
