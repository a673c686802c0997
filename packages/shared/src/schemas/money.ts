import { moneyText } from '../validation/decimal.ts';

/*
 * Exact money for every module: amounts travel as decimal strings with two decimals and the
 * arithmetic works on integer cents (bigint), so the web's live totals and the server's stored
 * totals are the same number. Never a binary float.
 */

/** `"12.5"` → 1250n, `"-0.5"` → -50n. The input has passed `ZMoneyAmount` (or comes from a numeric(12,2) column). */
export const moneyToCents = (value: string): bigint => {
  const trimmed = value.trim();
  const negative = trimmed.startsWith('-');
  const [units = '0', decimals = ''] = (negative ? trimmed.slice(1) : trimmed).split('.');
  const cents = BigInt(units || '0') * 100n + BigInt(`${decimals}00`.slice(0, 2));
  return negative ? -cents : cents;
};

/** Sum of decimal strings, exact. */
export const sumMoney = (values: readonly string[]): string =>
  centsToMoney(values.reduce((total, value) => total + moneyToCents(value), 0n));

/** 1250n → `"12.50"`. */
export const centsToMoney = (cents: bigint): string => {
  const sign = cents < 0n ? '-' : '';
  const abs = cents < 0n ? -cents : cents;
  return `${sign}${abs / 100n}.${String(abs % 100n).padStart(2, '0')}`;
};

/** An amount ≥ 0 with up to two decimals, normalised to two (`"80"` → `"80.00"`). */
export const ZMoneyAmount = moneyText().transform((v) => centsToMoney(moneyToCents(v)));

/** "1234.5" → "1,234.50": money strings grouped for printed documents, never through a float. */
export const formatAmount = (value: string): string => {
  const negative = value.startsWith('-');
  const [int = '0', dec = ''] = (negative ? value.slice(1) : value).split('.');
  const grouped = int.replace(/\B(?=(\d{3})+(?!\d))/g, ',');
  return `${negative ? '-' : ''}${grouped}.${dec.padEnd(2, '0').slice(0, 2)}`;
};
