import { type LaborRegime, VACATION_DAYS_PER_YEAR } from '@zerg/shared';
import { sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { limaToday } from '../../platform/time/lima-today.ts';
import { employeeVacations } from './employee-vacation.table.ts';
import { calendarDays, serviceYearRange } from './vacation-balance.ts';

const DAY = 24 * 3600 * 1000;
const addDays = (date: string, days: number) =>
  new Date(Date.parse(`${date}T00:00:00Z`) + days * DAY).toISOString().slice(0, 10);

/** A small deterministic generator per employee, so the demo is the same on every start. */
const randomFor = (seed: number) => {
  let state = (seed * 2654435761) % 4294967296 || 1;
  return (min: number, max: number) => {
    state = (state * 1664525 + 1013904223) % 4294967296;
    return min + Math.floor((state / 4294967296) * (max - min + 1));
  };
};

type Period = { employeeId: number; serviceYear: number; startDate: string; endDate: string; days: number };

/**
 * Vacations the demo staff took in earlier years (each service year's days within the year that
 * follows it, sometimes in two halves) and a few scheduled after the months the demo's attendance
 * and payroll cover, so balances look like a company's rather than untouched since hiring.
 * Taken periods end before the earlier of this year's start and last month's start, which keeps
 * them out of every month the demo computes.
 */
export const insertDemoVacations = async (tx: DbOrTx) => {
  const today = limaToday();
  const lastMonthStart = addDays(`${today.slice(0, 7)}-01`, -1)
    .slice(0, 7)
    .concat('-01');
  const yearStart = `${today.slice(0, 4)}-01-01`;
  const takenBefore = lastMonthStart < yearStart ? lastMonthStart : yearStart;
  const [y, m] = today.split('-').map(Number) as [number, number];
  const scheduleFrom = new Date(Date.UTC(y, m + 2, 1)).toISOString().slice(0, 10);

  const staff = await tx.execute<{ id: number; start_date: string; labor_regime: string | null }>(
    sql`select e.id, ej.start_date::text as start_date, ej.labor_regime from employees e
      join employee_jobs ej on ej.employee_id = e.id where e.is_active order by e.id`,
  );
  const periods: Period[] = [];
  for (const person of staff.rows) {
    const perYear = person.labor_regime ? VACATION_DAYS_PER_YEAR[person.labor_regime as LaborRegime] : 0;
    if (!perYear) continue;
    const random = randomFor(Number(person.id));
    let firstPending: number | null = null;
    for (let n = 1; ; n++) {
      const year = serviceYearRange(person.start_date, n);
      if (year.to >= today) break;
      const start = addDays(year.to, random(20, 180));
      const halves = random(0, 2) === 0 && perYear >= 30;
      const parts = halves ? [perYear / 2, perYear / 2] : [perYear];
      let from = start;
      const planned: Period[] = [];
      for (const days of parts) {
        const endDate = addDays(from, days - 1);
        planned.push({ employeeId: Number(person.id), serviceYear: n, startDate: from, endDate, days });
        from = addDays(endDate, random(45, 120));
      }
      if (planned.every((p) => p.endDate < takenBefore)) periods.push(...planned);
      else {
        firstPending ??= n;
      }
    }
    // About a quarter of those with a pending year already have the next vacation on the calendar.
    if (firstPending !== null && random(0, 3) === 0) {
      const startDate = addDays(scheduleFrom, random(0, 45));
      const days = Math.min(15, perYear);
      periods.push({
        employeeId: Number(person.id),
        serviceYear: firstPending,
        startDate,
        endDate: addDays(startDate, days - 1),
        days: calendarDays(startDate, addDays(startDate, days - 1)),
      });
    }
  }
  for (let i = 0; i < periods.length; i += 500)
    await tx.insert(employeeVacations).values(periods.slice(i, i + 500));
  return periods.length;
};
