import { type Dec as DecType, max0, money, round2, ZERO } from './money.ts';
import {
  type ParametersInForce,
  type ParsedBracket,
  type ParsedParameters,
  parseParameters,
} from './parameters.ts';
import { parseQuintaHistory, type QuintaHistory } from './quinta-history.ts';
import {
  type Period,
  readAmount,
  readObject,
  readOptionalAmount,
  readOptionalBoolean,
  readPeriod,
} from './validate.ts';

/** What one earlier month of the same year paid and withheld; the server feeds it from stored payslips. */
export type QuintaMonth = {
  /** 1-12. */
  readonly month: number;
  /** Ordinary taxable remuneration paid that month (after tardiness and absences). */
  readonly remuneration: string;
  /** Gratificación paid that month, without its bonificación extraordinaria. */
  readonly gratificacion?: string;
  /** Extraordinary taxable income paid that month, the bonificación extraordinaria included. */
  readonly extraordinary?: string;
  /** Fifth-category tax withheld that month. */
  readonly withheld: string;
};

/** Fifth-category income and withholdings of the year from a previous employer (its certificate). */
export type PreviousEmployer = { readonly income: string; readonly withheld: string };

export type QuintaInput = {
  readonly period: Period;
  readonly parameters: ParametersInForce;
  /** Ordinary taxable remuneration of this month. */
  readonly monthRemuneration: string;
  /** Remuneration expected in each remaining month; defaults to `monthRemuneration`. */
  readonly projectedMonthlyRemuneration?: string;
  /** Gratificación paid this month, without its bonificación (which is extraordinary income). */
  readonly monthGratificacion?: string;
  /** Gratificaciones still to be paid after this month, without their bonificación. */
  readonly upcomingGratificaciones?: string;
  /** Extraordinary income of this month, taxed in full in this month. */
  readonly monthExtraordinary?: string;
  /** Earlier months of this year; several entries for one month add up. */
  readonly history?: readonly QuintaMonth[];
  readonly previousEmployer?: PreviousEmployer | null;
  /** Last month of employment: no projection, the year is settled now as in December. */
  readonly final?: boolean;
};

export type QuintaResult = {
  readonly year: number;
  readonly month: number;
  /** Income already paid this year (this employer's earlier months and the previous employer). */
  readonly paidBefore: string;
  /** Projected annual income, this month's extraordinary income included. */
  readonly projectedIncome: string;
  readonly deduction: string;
  readonly netIncome: string;
  /** Annual tax on the projection, shown rounded; the withholding uses it unrounded. */
  readonly annualTax: string;
  readonly divisor: number;
  /** Withholdings subtracted under the month's rule (e.g. January to April for May to July). */
  readonly withheldSubtracted: string;
  readonly ordinaryWithholding: string;
  readonly extraordinaryWithholding: string;
  /** The month's withholding. */
  readonly withholding: string;
  /** December or last month only: withheld beyond the annual tax, to be returned to the worker. */
  readonly excess: string;
};

/** Cumulative bracket tax on a net income, in full precision. */
export function bracketTax(netIncome: DecType, brackets: readonly ParsedBracket[]): DecType {
  let tax = ZERO;
  let lower = ZERO;
  for (const bracket of brackets) {
    if (!netIncome.greaterThan(lower)) break;
    const upper = bracket.limit === null || netIncome.lessThan(bracket.limit) ? netIncome : bracket.limit;
    tax = tax.plus(upper.minus(lower).times(bracket.rate));
    lower = upper;
  }
  return tax;
}

export type AnnualTax = {
  readonly income: string;
  readonly deduction: string;
  readonly netIncome: string;
  readonly tax: string;
};

/** Annual fifth-category tax on an annual income: income − 7 UIT through the five brackets. */
export function computeAnnualQuintaTax(income: string, parameters: ParametersInForce): AnnualTax {
  const p = parseParameters(parameters);
  const gross = readAmount(income, 'income');
  const net = max0(gross.minus(p.quintaDeduction));
  return {
    income: money(gross),
    deduction: money(p.quintaDeduction),
    netIncome: money(net),
    tax: money(bracketTax(net, p.quintaBrackets)),
  };
}

/**
 * Divisor of the month and the last month whose withholdings are subtracted (TUO LIR Regulation
 * art. 40): Jan-Mar tax/12; Apr (tax − Jan..Mar)/9; May-Jul (tax − Jan..Apr)/8; Aug (tax − Jan..Jul)/5;
 * Sep-Nov (tax − Jan..Aug)/4; Dec tax − Jan..Nov.
 */
export function divisorRule(month: number): { readonly divisor: number; readonly subtractThrough: number } {
  if (month <= 3) return { divisor: 12, subtractThrough: 0 };
  if (month === 4) return { divisor: 9, subtractThrough: 3 };
  if (month <= 7) return { divisor: 8, subtractThrough: 4 };
  if (month === 8) return { divisor: 5, subtractThrough: 7 };
  if (month <= 11) return { divisor: 4, subtractThrough: 8 };
  return { divisor: 1, subtractThrough: 11 };
}

export type QuintaCoreInput = {
  readonly year: number;
  readonly month: number;
  readonly parameters: ParsedParameters;
  readonly monthRemuneration: DecType;
  readonly projectedMonthly: DecType;
  readonly monthGratificacion: DecType;
  readonly upcomingGratificaciones: DecType;
  readonly monthExtraordinary: DecType;
  readonly history: QuintaHistory;
  readonly final: boolean;
};

export type QuintaCore = {
  readonly paidBefore: DecType;
  readonly projectedIncome: DecType;
  readonly netIncome: DecType;
  readonly annualTax: DecType;
  readonly divisor: number;
  readonly withheldSubtracted: DecType;
  readonly ordinary: DecType;
  readonly extraordinary: DecType;
  readonly withholding: DecType;
  readonly excess: DecType;
};

export function quintaCore(input: QuintaCoreInput): QuintaCore {
  const p = input.parameters;
  const { months, previousEmployer } = input.history;
  const rule = input.final ? { divisor: 1, subtractThrough: 12 } : divisorRule(input.month);

  let paidBefore = previousEmployer === null ? ZERO : previousEmployer.income;
  let withheldSubtracted = ZERO;
  for (const entry of months) {
    paidBefore = paidBefore.plus(entry.income);
    if (entry.month <= rule.subtractThrough) withheldSubtracted = withheldSubtracted.plus(entry.withheld);
  }
  // A certificate gives only totals: its withholdings were made before the worker joined, so they
  // enter the subtraction as soon as the month's rule subtracts any earlier month.
  if (previousEmployer !== null && rule.subtractThrough > 0) {
    withheldSubtracted = withheldSubtracted.plus(previousEmployer.withheld);
  }

  const remainingMonths = input.final ? 0 : 12 - input.month;
  const ordinaryIncome = paidBefore
    .plus(input.monthRemuneration)
    .plus(input.projectedMonthly.times(remainingMonths))
    .plus(input.monthGratificacion)
    .plus(input.final ? ZERO : input.upcomingGratificaciones);
  const ordinaryTax = bracketTax(max0(ordinaryIncome.minus(p.quintaDeduction)), p.quintaBrackets);
  const projectedIncome = ordinaryIncome.plus(input.monthExtraordinary);
  const netIncome = max0(projectedIncome.minus(p.quintaDeduction));
  const annualTax = input.monthExtraordinary.isZero() ? ordinaryTax : bracketTax(netIncome, p.quintaBrackets);

  let ordinary: DecType;
  let extraordinary: DecType;
  let excess = ZERO;
  if (rule.divisor === 1) {
    // December or the last month settles the year: everything still owed, extraordinary included.
    const owed = annualTax.minus(withheldSubtracted);
    ordinary = max0(ordinaryTax.minus(withheldSubtracted));
    extraordinary = max0(owed).minus(ordinary);
    if (owed.isNegative()) excess = round2(owed.negated());
  } else {
    ordinary = max0(ordinaryTax.minus(withheldSubtracted).dividedBy(rule.divisor));
    extraordinary = annualTax.minus(ordinaryTax);
  }
  return {
    paidBefore,
    projectedIncome,
    netIncome,
    annualTax,
    divisor: rule.divisor,
    withheldSubtracted,
    ordinary,
    extraordinary,
    withholding: round2(ordinary.plus(extraordinary)),
    excess,
  };
}

export function quintaResult(
  year: number,
  month: number,
  core: QuintaCore,
  parameters: ParsedParameters,
): QuintaResult {
  return {
    year,
    month,
    paidBefore: money(core.paidBefore),
    projectedIncome: money(core.projectedIncome),
    deduction: money(parameters.quintaDeduction),
    netIncome: money(core.netIncome),
    annualTax: money(core.annualTax),
    divisor: core.divisor,
    withheldSubtracted: money(core.withheldSubtracted),
    ordinaryWithholding: money(core.ordinary),
    extraordinaryWithholding: money(core.extraordinary),
    withholding: money(core.withholding),
    excess: money(core.excess),
  };
}

/** The month's fifth-category withholding from the year's history (TUO LIR Regulation art. 40). */
export function computeQuinta(input: QuintaInput): QuintaResult {
  const i = readObject(input, 'input');
  const period = readPeriod(i.period, 'period');
  const parameters = parseParameters(i.parameters);
  const monthRemuneration = readAmount(i.monthRemuneration, 'monthRemuneration');
  const core = quintaCore({
    year: period.year,
    month: period.month,
    parameters,
    monthRemuneration,
    projectedMonthly:
      readOptionalAmount(i.projectedMonthlyRemuneration, 'projectedMonthlyRemuneration') ?? monthRemuneration,
    monthGratificacion: readOptionalAmount(i.monthGratificacion, 'monthGratificacion') ?? ZERO,
    upcomingGratificaciones: readOptionalAmount(i.upcomingGratificaciones, 'upcomingGratificaciones') ?? ZERO,
    monthExtraordinary: readOptionalAmount(i.monthExtraordinary, 'monthExtraordinary') ?? ZERO,
    history: parseQuintaHistory(
      i.history,
      i.previousEmployer,
      { history: 'history', previousEmployer: 'previousEmployer' },
      period.month - 1,
    ),
    final: readOptionalBoolean(i.final, 'final', false),
  });
  return quintaResult(period.year, period.month, core, parameters);
}
