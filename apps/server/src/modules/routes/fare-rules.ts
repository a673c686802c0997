/**
 * The date and money arithmetic of toll fares, kept pure so that it is tested without a database.
 * Dates are `YYYY-MM-DD` strings (they compare as text); a null `validTo` is open-ended.
 */

export type Validity = { validFrom: string; validTo: string | null };

/** Two validity ranges share at least one day (both ends inclusive). */
export const rangesOverlap = (a: Validity, b: Validity): boolean =>
  (a.validTo === null || b.validFrom <= a.validTo) && (b.validTo === null || a.validFrom <= b.validTo);

/** The first range of `others` that shares a day with `range`, if any. */
export const firstOverlap = <T extends Validity>(range: Validity, others: readonly T[]): T | undefined =>
  others.find((o) => rangesOverlap(range, o));

/** `date` falls inside the range, first and last day included. */
export const inForce = (range: Validity, date: string): boolean =>
  range.validFrom <= date && (range.validTo === null || date <= range.validTo);

/** The fare of `axles` in force on `date`; overlaps are refused on write, so there is at most one. */
export const fareInForce = <T extends Validity & { axles: number }>(
  fares: readonly T[],
  axles: number,
  date: string,
): T | undefined => fares.find((f) => f.axles === axles && inForce(f, date));

/** Decimal strings with two decimals to integer cents and back, so that sums are exact. */
export const toCents = (amount: string): bigint => {
  const [whole = '0', fraction = ''] = amount.split('.');
  return BigInt(whole) * 100n + BigInt(`${fraction}00`.slice(0, 2));
};

export const fromCents = (cents: bigint): string => {
  const whole = cents / 100n;
  const fraction = (cents % 100n).toString().padStart(2, '0');
  return `${whole}.${fraction}`;
};

export const sumAmounts = (amounts: readonly string[]): string =>
  fromCents(amounts.reduce((total, a) => total + toCents(a), 0n));
