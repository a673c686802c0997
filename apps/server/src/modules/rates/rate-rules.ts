/**
 * The date arithmetic of rate validity, kept pure so that it is tested without a database. Dates
 * are `YYYY-MM-DD` strings (they compare as text); a null `validTo` is open-ended.
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
