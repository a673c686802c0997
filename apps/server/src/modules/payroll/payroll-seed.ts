import type { PersonalType } from '@zerg/shared';
import type { Tx } from '../../db/client.ts';
import { limaToday } from '../../platform/time/lima-today.ts';
import { computeSlips, writeSlips } from './payroll-run.compute.ts';
import { payrollRuns } from './payroll-run.table.ts';

const limaMonth = (): { year: number; month: number } => {
  const [year, month] = limaToday().split('-').map(Number) as [number, number];
  return { year, month };
};

/**
 * The demo company's payroll: the last July gratificación, approved and paid (so every worker has a
 * payslip to download), and last month's pay as a draft to review and approve. No monthly run is
 * approved here: approving closes the month's attendance, which the demo and its tests still edit.
 */
export const insertDemoPayroll = async (tx: Tx, options: { companyId: number; hrUserId: number | null }) => {
  const today = limaMonth();
  const julyYear = today.month >= 8 ? today.year : today.year - 1;
  const previous =
    today.month === 1 ? { year: today.year - 1, month: 12 } : { year: today.year, month: today.month - 1 };
  const personalTypes: PersonalType[] = ['administrative', 'operations'];
  for (const personalType of personalTypes) {
    const runs = [
      { kind: 'gratificacion' as const, year: julyYear, month: 7, paid: true },
      { kind: 'monthly' as const, year: previous.year, month: previous.month, paid: false },
    ];
    for (const r of runs) {
      const plan = {
        companyId: options.companyId,
        year: r.year,
        month: r.month,
        kind: r.kind,
        personalType,
        employeeId: null,
      };
      const built = await computeSlips(tx, plan);
      const at = new Date(Date.UTC(r.year, r.month - 1, 15, 15));
      const [run] = await tx
        .insert(payrollRuns)
        .values({
          ...plan,
          state: r.paid ? 'paid' : 'registered',
          job: 'done',
          createdBy: options.hrUserId,
          ...(r.paid
            ? {
                approvedBy: options.hrUserId,
                approvedAt: at,
                paidAt: at,
                paymentReference: `TRF-${r.year}07-${personalType.slice(0, 3).toUpperCase()}`,
              }
            : {}),
        })
        .returning({ id: payrollRuns.id });
      if (run) await writeSlips(tx, run.id, built);
    }
  }
};
