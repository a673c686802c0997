import type { TPayrollRunDetail } from '@zerg/shared';
import { and, eq, inArray, ne } from 'drizzle-orm';
import type { Tx } from '../../db/client.ts';
import { recordAudit } from '../../platform/audit/audit.service.ts';
import type { Actor } from '../../platform/auth/current-user.ts';
import type { Deps } from '../../platform/deps.ts';
import { payableWithdrawn } from '../../platform/events/payables.ts';
import { reopenAttendanceMonth } from '../attendance/index.ts';
import { assertWholeCompany } from '../employees/index.ts';
import { undoRunAdvances, undoRunDiscounts } from '../payroll-items/index.ts';
import { getRun } from './get-run.ts';
import { monthRange } from './payroll-run.compute.ts';
import { payrollRuns } from './payroll-run.table.ts';
import { lockRun, refuseUnless } from './payroll-run-lock.ts';

/** Reopens what an approved run closed and settled (cancel of an approved run). */
const undoApproval = async (tx: Tx, run: typeof payrollRuns.$inferSelect) => {
  if (run.kind === 'monthly') {
    // The month stays closed while another approved run of the same company and staff holds it.
    const [other] = await tx
      .select({ id: payrollRuns.id })
      .from(payrollRuns)
      .where(
        and(
          eq(payrollRuns.companyId, run.companyId),
          eq(payrollRuns.personalType, run.personalType),
          eq(payrollRuns.year, run.year),
          eq(payrollRuns.month, run.month),
          eq(payrollRuns.kind, 'monthly'),
          inArray(payrollRuns.state, ['approved', 'paid']),
          ne(payrollRuns.id, run.id),
        ),
      )
      .limit(1);
    if (!other)
      await reopenAttendanceMonth(tx, {
        companyId: run.companyId,
        personalType: run.personalType,
        month: monthRange(run.year, run.month).from,
      });
  }
  await undoRunDiscounts(tx, run.id);
  await undoRunAdvances(tx, run.id);
};

/**
 * Cancel: a draft, or an approved run not yet paid. Canceling an approved run reopens its
 * attendance month for its company and staff (unless another approved monthly run of them holds it) and puts back the discount
 * quotas and advances it settled, so a new run takes them again.
 */
export const cancelRun =
  (deps: Pick<Deps, 'db'>) =>
  async (actor: Actor, id: number): Promise<TPayrollRunDetail> => {
    const { db } = deps;
    await assertWholeCompany(db, actor.user);
    await db.transaction(async (tx) => {
      const run = await lockRun(tx, id);
      refuseUnless(run.state, 'canceled');
      if (run.state === 'approved') {
        await undoApproval(tx, run);
        await payableWithdrawn(tx, { source: { kind: 'payroll_run', id }, reason: 'canceled' });
      }
      await tx
        .update(payrollRuns)
        .set({
          state: 'canceled',
          canceledBy: actor.user.id,
          canceledAt: new Date(),
          updatedAt: new Date(),
        })
        .where(eq(payrollRuns.id, id));
      await recordAudit(tx, actor, {
        action: 'payroll.cancel',
        entity: 'payroll_run',
        entityId: id,
        before: { state: run.state },
      });
    });
    return getRun(deps)(actor, id);
  };
