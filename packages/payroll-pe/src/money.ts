import { Decimal as DecimalJs } from 'decimal.js';

/**
 * A private Decimal constructor so that the precision and rounding used here never depend on, nor
 * change, whatever another package configured on the shared decimal.js default.
 * 40 significant digits keep every intermediate exact for salaries far beyond any real payroll.
 */
export const Dec = DecimalJs.clone({
  precision: 40,
  rounding: DecimalJs.ROUND_HALF_UP,
  toExpNeg: -40,
  toExpPos: 40,
});

export type Dec = DecimalJs;

export const ZERO: Dec = new Dec(0);
export const ONE: Dec = new Dec(1);
export const THIRTY: Dec = new Dec(30);
export const TWELVE: Dec = new Dec(12);
export const THREE_SIXTY: Dec = new Dec(360);
/** Hours of the legal working day used to derive the hourly rate (monthly / 30 / 8). */
export const HOURS_PER_DAY: Dec = new Dec(8);
export const MINUTES_PER_HOUR: Dec = new Dec(60);

/** Rounds to céntimos, half up, as every payslip line is. */
export function round2(value: Dec): Dec {
  return value.toDecimalPlaces(2, DecimalJs.ROUND_HALF_UP);
}

/** Formats an amount as it crosses the package boundary: two decimals, never "-0.00". */
export function money(value: Dec): string {
  const rounded = round2(value);
  return rounded.isZero() ? '0.00' : rounded.toFixed(2);
}

/** Formats a rate or quantity without trailing noise ("0.0137", "1.25", "30"). */
export function plain(value: Dec): string {
  return value.toFixed();
}

export function max0(value: Dec): Dec {
  return value.isNegative() ? ZERO : value;
}

export function minDec(a: Dec, b: Dec): Dec {
  return a.lessThan(b) ? a : b;
}

export function maxDec(a: Dec, b: Dec): Dec {
  return a.greaterThan(b) ? a : b;
}

export function sum(values: readonly Dec[]): Dec {
  let total = ZERO;
  for (const value of values) total = total.plus(value);
  return total;
}
