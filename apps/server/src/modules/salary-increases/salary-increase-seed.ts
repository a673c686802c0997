import { msg, translateMessage } from '@zerg/shared';
import type { DbOrTx } from '../../db/client.ts';
import { changeSalary, currentSalaryOf } from '../employees/index.ts';
import { salaryIncreaseRequests } from './salary-increase.table.ts';

export type SeedSalaryIncrease = {
  employeeId: number;
  /** Added to the current salary. */
  raise: string;
  reason: string;
  effectiveDate: string;
  status: 'pending' | 'approved' | 'rejected';
  rejectionReason?: string;
};

/**
 * Demo raises asked for by `requestedBy` and decided by `decidedBy`; an approved one also moves the
 * salary and its history, as an approval does.
 */
export const insertDemoSalaryIncreases = async (
  db: DbOrTx,
  rows: readonly SeedSalaryIncrease[],
  people: { requestedBy: number; decidedBy: number },
): Promise<void> => {
  for (const r of rows) {
    const job = await currentSalaryOf(db, r.employeeId);
    if (!job) continue;
    const newSalary = (Number(job.salary) + Number(r.raise)).toFixed(2);
    const decided = r.status !== 'pending';
    const [row] = await db
      .insert(salaryIncreaseRequests)
      .values({
        employeeId: r.employeeId,
        currentSalary: job.salary,
        newSalary,
        currency: job.currency,
        reason: r.reason,
        effectiveDate: r.effectiveDate,
        status: r.status,
        requestedBy: people.requestedBy,
        decidedBy: decided ? people.decidedBy : null,
        decidedAt: decided ? new Date() : null,
        rejectionReason: r.rejectionReason ?? null,
      })
      .returning({ id: salaryIncreaseRequests.id });
    if (r.status === 'approved' && row)
      await changeSalary(db, {
        employeeId: r.employeeId,
        newSalary,
        effectiveDate: r.effectiveDate,
        reason: translateMessage('es', msg('salaryIncrease.historyReason', { id: row.id, reason: r.reason })),
        changedBy: people.decidedBy,
      });
  }
};
