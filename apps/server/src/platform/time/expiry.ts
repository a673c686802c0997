/*
 * Where a document stands against its expiry day, one rule for every reminder (vehicle documents,
 * drivers' licences, workers' certificates) and the screens' "expires in N days" tags.
 */

/** Expired: the expiry day is past. Expiring: it is today or within the reminder's days. */
export type ExpiryThreshold = 'expiring' | 'expired';

const dayMs = 86_400_000;

/** Whole days from one `YYYY-MM-DD` to another (negative when `to` comes first). */
export const daysBetween = (from: string, to: string): number =>
  Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / dayMs);

/** `date` plus `days` (negative: before), as `YYYY-MM-DD`; a run on `today` looks at expiries up to `today + days`. */
export const addDays = (date: string, days: number): string =>
  new Date(Date.parse(`${date}T00:00:00Z`) + days * dayMs).toISOString().slice(0, 10);

/** The threshold a document due on `expiry` has reached on `today`, and its days left (0 on the last valid day). */
export const expiryStanding = (
  today: string,
  expiry: string,
): { threshold: ExpiryThreshold; daysLeft: number } => ({
  threshold: expiry < today ? 'expired' : 'expiring',
  daysLeft: daysBetween(today, expiry),
});
