import type { TPayrollPayBody, TPayrollRunDetail } from '@zerg/shared';
import { eq } from 'drizzle-orm';
import { recordAudit } from '../../platform/audit/audit.service.ts';
import type { Actor } from '../../platform/auth/current-user.ts';
import type { Deps } from '../../platform/deps.ts';
import { payableWithdrawn } from '../../platform/events/payables.ts';
import { assertWholeCompany } from '../employees/index.ts';
import { getRun } from './get-run.ts';
import { payrollRuns } from './payroll-run.table.ts';
import { lockRun, refuseUnless } from './payroll-run-lock.ts';

export const payRun =
  (deps: Pick<Deps, 'db'>) =>
  async (actor: Actor, body: TPayrollPayBody): Promise<TPayrollRunDetail> => {
    const { db } = deps;
    await assertWholeCompany(db, actor.user);
    await db.transaction(async (tx) => {
      const run = await lockRun(tx, body.id);
      refuseUnless(run.state, 'paid');
      await tx
        .update(payrollRuns)
        .set({
          state: 'paid',
          paidAt: new Date(),
          paymentReference: body.paymentReference,
          updatedAt: new Date(),
        })
        .where(eq(payrollRuns.id, body.id));
      await payableWithdrawn(tx, {
        source: { kind: 'payroll_run', id: body.id },
        reason: 'paid_elsewhere',
        paidFromAccountId: body.paidFromAccountId ?? null,
        reference: body.paymentReference,
      });
      await recordAudit(tx, actor, {
        action: 'payroll.pay',
        entity: 'payroll_run',
        entityId: body.id,
        after: body,
      });
    });
    return getRun(deps)(actor, body.id);
  };
