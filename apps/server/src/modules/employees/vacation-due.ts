import { type LaborRegime, VACATION_DAYS_PER_YEAR } from '@zerg/shared';
import { and, eq, isNull } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { employeeJobs } from './employee-job.table.ts';
import { openingVacationDays } from './employee-prior-income-facts.ts';
import { employeeVacations } from './employee-vacation.table.ts';
import { openingVacationTaken, serviceYearRange, vacationBalances } from './vacation-balance.ts';

/** Vacation days a liquidación pays for completed service years (the year in progress is truncated). */
export type VacationDue = {
  /** Earned, not taken, and still within the year after the service year (DL 713 art. 22). */
  pendingDays: number;
  /** Earned and not taken within the year after the service year: owe the indemnity too (art. 23). */
  overdueDays: number;
};

/** The day after `date` (YYYY-MM-DD). */
const nextDay = (date: string) => {
  const d = new Date(`${date}T00:00:00Z`);
  d.setUTCDate(d.getUTCDate() + 1);
  return d.toISOString().slice(0, 10);
};

/**
 * From the same balances the vacations tab shows (`vacationBalances`), as they stand on the day
 * after `lastDay`: a service year that ended by `lastDay` is complete; its days not taken by then
 * are due. They are overdue when the year after it also ended before `lastDay` (DL 713 art. 23,
 * DS 012-92-TR art. 24); otherwise the worker could still have taken them. Periods scheduled after
 * the last day were never taken and count as due.
 */
export const vacationDueOf = async (
  db: DbOrTx,
  employeeId: number,
  lastDay: string,
): Promise<VacationDue> => {
  const [job] = await db
    .select({ startDate: employeeJobs.startDate, laborRegime: employeeJobs.laborRegime })
    .from(employeeJobs)
    .where(eq(employeeJobs.employeeId, employeeId));
  if (!job) return { pendingDays: 0, overdueDays: 0 };
  const periods = await db
    .select({
      serviceYear: employeeVacations.serviceYear,
      days: employeeVacations.days,
      endDate: employeeVacations.endDate,
    })
    .from(employeeVacations)
    .where(and(eq(employeeVacations.employeeId, employeeId), isNull(employeeVacations.canceledAt)));
  const perYear = VACATION_DAYS_PER_YEAR[job.laborRegime as LaborRegime] ?? 0;
  const asOf = nextDay(lastDay);
  // Only what was enjoyed by the last day counts as taken, with the days an opening balance says
  // were taken before the system (as the vacations tab counts them).
  const before = openingVacationTaken(job.startDate, await openingVacationDays(db, employeeId));
  const taken = [...periods, ...before].filter((p) => p.endDate <= lastDay);
  let pendingDays = 0;
  let overdueDays = 0;
  for (const year of vacationBalances(job.startDate, perYear, taken, asOf)) {
    if (year.to > lastDay) continue;
    const due = Math.max(year.entitled - year.taken, 0);
    if (serviceYearRange(job.startDate, year.serviceYear + 1).to < lastDay) overdueDays += due;
    else pendingDays += due;
  }
  return { pendingDays, overdueDays };
};
