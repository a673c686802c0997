import { eq } from 'drizzle-orm';
import { assertNotOwnRequest } from '../../platform/access/own-request.ts';
import { recordAudit } from '../../platform/audit/audit.service.ts';
import type { Actor } from '../../platform/auth/current-user.ts';
import type { Deps } from '../../platform/deps.ts';
import { notFound } from '../../platform/errors/app-error.ts';
import { employeeJobs } from './employee-job.table.ts';
import { findJob } from './employee-read.repository.ts';
import { checkJobReferences } from './employee-references.ts';
import { changeSalary } from './employee-salary.ts';
import { assertCanSee } from './employee-scope.ts';
import { jobRow } from './employee-write.repository.ts';
import { assertAreaInScope, failIfAny, type UpdateJob } from './employee-write-checks.ts';

export const updateEmployeeJob =
  ({ db }: Deps) =>
  async (actor: Actor, body: UpdateJob) => {
    const { employee_id: id, salaryChangeReason, ...job } = body;
    await assertCanSee(db, actor.user, id);
    await assertAreaInScope(db, actor, job.areaId);
    failIfAny(await checkJobReferences(db, job, '', id));
    const before = await findJob(db, id);
    if (!before) throw notFound();
    await db.transaction(async (tx) => {
      // Salary and currency change only through `changeSalary`, which also keeps the history.
      const { salary, currency, ...rest } = jobRow(job);
      await tx
        .update(employeeJobs)
        .set({ ...rest, updatedAt: new Date() })
        .where(eq(employeeJobs.employeeId, id));
      const change = await changeSalary(tx, {
        employeeId: id,
        newSalary: salary,
        currency,
        reason: salaryChangeReason ?? 'Actualización de datos laborales',
        changedBy: actor.user.id,
      });
      // Nobody sets their own pay: their raise is a request decided a level up.
      if (change.changed) assertNotOwnRequest(actor.user, { requestedBy: null, employeeId: id });
      await recordAudit(tx, actor, {
        action: 'update_job',
        entity: 'employee',
        entityId: id,
        before,
        after: job,
      });
    });
    const after = await findJob(db, id);
    if (!after) throw notFound();
    return after;
  };
