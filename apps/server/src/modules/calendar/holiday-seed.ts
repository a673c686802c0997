import { and, eq } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { holidays } from './holiday.table.ts';
import { materialiseYear } from './holiday-calendar.ts';

export type SeedHoliday = {
  date: string;
  name: string;
  kind: 'company' | 'non_working';
};

/**
 * Demo calendar: the national holidays of the given years from date-holidays, the company's own
 * days, and national ones the company does not observe (`notObserved`, by date).
 */
export const insertDemoHolidays = async (
  db: DbOrTx,
  input: {
    years: readonly number[];
    own: readonly SeedHoliday[];
    notObserved: readonly string[];
    createdBy: number;
  },
): Promise<void> => {
  for (const year of input.years) await materialiseYear(db, year);
  if (input.own.length) {
    await db
      .insert(holidays)
      .values(
        input.own.map((h) => ({
          ...h,
          source: 'manual' as const,
          createdBy: input.createdBy,
          updatedBy: input.createdBy,
        })),
      )
      .onConflictDoNothing();
  }
  for (const date of input.notObserved) {
    await db
      .update(holidays)
      .set({ observed: false, updatedBy: input.createdBy })
      .where(and(eq(holidays.date, date), eq(holidays.kind, 'national')));
  }
};
