import { eq } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { employeeSalaryHistory } from './employee-job.table.ts';
import { OFFICE_WEEK, OPERATIONS_WEEK, saveSchedule } from './employee-schedule.repository.ts';
import { insertEmployee, type NewEmployee } from './employee-write.repository.ts';

/** A generated employee with the salaries they have had, oldest first. */
export type SeedEmployee = NewEmployee & { history: { date: string; salary: string; reason: string }[] };

/**
 * Demo and benchmark data: inserts generated employees through the same code path as `create-employee`, then gives them
 * their salary history and a weekly schedule from their start date.
 */
export const insertDemoEmployees = async (tx: DbOrTx, list: SeedEmployee[]): Promise<number[]> => {
  const ids: number[] = [];
  for (const { history, ...employee } of list) {
    const id = await insertEmployee(tx, employee, null);
    ids.push(id);
    if (history.length > 1) {
      await tx.delete(employeeSalaryHistory).where(eq(employeeSalaryHistory.employeeId, id));
      await tx.insert(employeeSalaryHistory).values(
        history.map((h, i) => ({
          employeeId: id,
          effectiveDate: h.date,
          oldSalary: i === 0 ? null : (history[i - 1]?.salary ?? null),
          newSalary: h.salary,
          currency: 'PEN' as const,
          reason: h.reason,
        })),
      );
    }
  }
  const byType = (type: 'administrative' | 'operations') =>
    ids.filter((_, i) => list[i]?.job.personalType === type);
  const start = '2024-01-01';
  const office = byType('administrative');
  const operations = byType('operations');
  if (office.length) await saveSchedule(tx, office, start, OFFICE_WEEK, null);
  if (operations.length) await saveSchedule(tx, operations, start, OPERATIONS_WEEK, null);
  return ids;
};
