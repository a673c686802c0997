import { eq, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { notFound } from '../../platform/errors/app-error.ts';
import { employeeJobs, employeeSalaryHistory } from './employee-job.table.ts';

export type SalaryChange = {
  employeeId: number;
  /** Decimal string, e.g. `"3500.00"`. */
  newSalary: string;
  /** Unchanged when omitted. */
  currency?: 'PEN' | 'USD';
  /** `YYYY-MM-DD`; omitted: today. */
  effectiveDate?: string;
  reason: string;
  changedBy: number | null;
};

export type SalaryChangeResult =
  | { changed: true; oldSalary: string; newSalary: string; currency: 'PEN' | 'USD' }
  | { changed: false; oldSalary: string; currency: 'PEN' | 'USD' };

/**
 * The one way an employee's salary changes (the job details and an approved raise both come here):
 * sets the job's salary and adds a row to the salary history, inside the caller's transaction. The
 * job row is locked first, so two changes of one person run one after the other and each history
 * row names the salary it replaced. The same amount in the same currency writes nothing and says so
 * (`changed: false`); whether that is an error is the caller's decision.
 */
export const changeSalary = async (tx: DbOrTx, change: SalaryChange): Promise<SalaryChangeResult> => {
  const [job] = await tx
    .select({
      salary: employeeJobs.salary,
      currency: employeeJobs.currency,
      same: sql<boolean>`${employeeJobs.salary} = ${change.newSalary}::numeric`,
    })
    .from(employeeJobs)
    .where(eq(employeeJobs.employeeId, change.employeeId))
    .for('update');
  if (!job) throw notFound();
  const currency = change.currency ?? job.currency;
  if (job.same && currency === job.currency) return { changed: false, oldSalary: job.salary, currency };
  const [after] = await tx
    .update(employeeJobs)
    .set({ salary: change.newSalary, currency, updatedAt: new Date() })
    .where(eq(employeeJobs.employeeId, change.employeeId))
    .returning({ salary: employeeJobs.salary });
  await tx.insert(employeeSalaryHistory).values({
    employeeId: change.employeeId,
    effectiveDate: change.effectiveDate ?? sql`current_date`,
    oldSalary: job.salary,
    newSalary: change.newSalary,
    currency,
    reason: change.reason,
    changedBy: change.changedBy,
  });
  return { changed: true, oldSalary: job.salary, newSalary: after?.salary ?? change.newSalary, currency };
};

/** The current salary and currency of an employee's job, or null without a job record. */
export const currentSalaryOf = async (db: DbOrTx, employeeId: number) => {
  const [job] = await db
    .select({
      salary: employeeJobs.salary,
      currency: employeeJobs.currency,
    })
    .from(employeeJobs)
    .where(eq(employeeJobs.employeeId, employeeId));
  return job ?? null;
};

/** Whether `amount` equals the employee's current salary (compared as numbers by PostgreSQL). */
export const isCurrentSalary = async (db: DbOrTx, employeeId: number, amount: string): Promise<boolean> => {
  const [row] = await db
    .select({ same: sql<boolean>`${employeeJobs.salary} = ${amount}::numeric` })
    .from(employeeJobs)
    .where(eq(employeeJobs.employeeId, employeeId));
  return row?.same ?? false;
};
