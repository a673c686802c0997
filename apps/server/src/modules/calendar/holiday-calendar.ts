import { and, asc, eq, gte, lte, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { holidays } from './holiday.table.ts';
import { nationalHolidaysOf } from './national-holidays.ts';

const yearRange = (year: number) => ({ from: `${year}-01-01`, to: `${year}-12-31` });

/**
 * Copies a year's national holidays into `holidays` unless that year already has some. Idempotent
 * and safe under concurrency: a date already taken (by a company holiday, or by a parallel
 * request) is skipped. Not audited: no user acted, and each row names its source.
 */
export const materialiseYear = async (db: DbOrTx, year: number): Promise<void> => {
  const { from, to } = yearRange(year);
  const [found] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(holidays)
    .where(and(eq(holidays.source, 'date-holidays'), gte(holidays.date, from), lte(holidays.date, to)));
  if ((found?.n ?? 0) > 0) return;
  const days = nationalHolidaysOf(year);
  if (days.length === 0) return;
  await db
    .insert(holidays)
    .values(days.map((d) => ({ ...d, kind: 'national' as const, source: 'date-holidays' as const })))
    .onConflictDoNothing();
};

const yearsBetween = (from: string, to: string): number[] => {
  const first = Number(from.slice(0, 4));
  const last = Number(to.slice(0, 4));
  return Array.from({ length: Math.max(0, last - first + 1) }, (_, i) => first + i);
};

export type HolidayDay = { date: string; name: string; kind: 'national' | 'company' | 'non_working' };

/**
 * The days off between two dates (inclusive), in date order: every observed holiday, national,
 * company or non-working. What attendance and payroll read; not-observed national holidays are
 * working days for the company and are left out.
 */
export const holidaysBetween = async (db: DbOrTx, from: string, to: string): Promise<HolidayDay[]> => {
  for (const year of yearsBetween(from, to)) await materialiseYear(db, year);
  return db
    .select({ date: holidays.date, name: holidays.name, kind: holidays.kind })
    .from(holidays)
    .where(and(eq(holidays.observed, true), gte(holidays.date, from), lte(holidays.date, to)))
    .orderBy(asc(holidays.date));
};

/** The observed holiday on a date, or null when it is a normal day. */
export const holidayOn = async (db: DbOrTx, date: string): Promise<HolidayDay | null> =>
  (await holidaysBetween(db, date, date))[0] ?? null;
