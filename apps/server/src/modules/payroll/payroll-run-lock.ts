import { canChange, PAYROLL_TRANSITIONS, type PayrollState } from '@zerg/shared';
import { eq } from 'drizzle-orm';
import type { Tx } from '../../db/client.ts';
import { conflict, notFound } from '../../platform/errors/app-error.ts';
import { payrollRuns } from './payroll-run.table.ts';

export const lockRun = async (tx: Tx, id: number) => {
  const [run] = await tx.select().from(payrollRuns).where(eq(payrollRuns.id, id)).for('update');
  if (!run) throw notFound();
  return run;
};

export const refuseUnless = (from: PayrollState, to: PayrollState) => {
  if (!canChange(PAYROLL_TRANSITIONS, from, to)) throw conflict('INVALID_CHANGE');
};
