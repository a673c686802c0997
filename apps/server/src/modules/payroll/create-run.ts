import { msg, type TPayrollRun, type TPayrollRunCreateBody, ZPayrollRunCreateBody } from '@zerg/shared';
import { and, eq, ne, sql } from 'drizzle-orm';
import { recordAudit } from '../../platform/audit/audit.service.ts';
import type { Actor } from '../../platform/auth/current-user.ts';
import { badRequest, conflict } from '../../platform/errors/app-error.ts';
import { assertWholeCompany, findEmployeeFacts, payrollFactsOf } from '../employees/index.ts';
import { companyById } from '../references/index.ts';
import { monthRange, pendingJustifications } from './payroll-run.compute.ts';
import { type RunRow, runRow } from './payroll-run.repository.ts';
import { payrollRuns } from './payroll-run.table.ts';
import { toRun } from './payroll-run-answer.ts';
import type { PayrollRunDeps } from './payroll-run-deps.ts';

const KIND_MONTHS: Record<string, readonly number[]> = { gratificacion: [7, 12], cts: [5, 11] };

export const createRun =
  (deps: PayrollRunDeps) =>
  async (actor: Actor, input: TPayrollRunCreateBody): Promise<TPayrollRun> => {
    const { db } = deps;
    await assertWholeCompany(db, actor.user);
    const body = ZPayrollRunCreateBody.parse(input);
    const months = KIND_MONTHS[body.kind];
    if (body.kind === 'vacation' || (months && !months.includes(body.month)))
      throw badRequest('PAYROLL_KIND_MONTH', { month: [msg('errors.PAYROLL_KIND_MONTH')] });
    if (body.kind === 'liquidacion' && !body.employeeId)
      throw badRequest('VALIDATION_ERROR', { employeeId: [msg('validation.required')] });
    if (body.kind === 'liquidacion' && body.employeeId) {
      // A liquidación settles a cessation: the worker's last day must be recorded first.
      const worker = await findEmployeeFacts(db, body.employeeId);
      if (!worker) throw badRequest('VALIDATION_ERROR', { employeeId: [msg('validation.invalid')] });
      if (worker.isActive)
        throw conflict('INVALID_CHANGE', { employeeId: [msg('validation.liquidacionActive')] });
    }
    if (!(await companyById(db, body.companyId)))
      throw badRequest('VALIDATION_ERROR', { companyId: ['invalid'] });
    const { from, to } = monthRange(body.year, body.month);
    if (body.kind === 'monthly' && !body.overrideWarnings) {
      const staff = await payrollFactsOf(db, {
        companyId: body.companyId,
        personalType: body.personalType,
        from,
        to,
      });
      const pending = await pendingJustifications(
        db,
        staff.map((s) => s.employeeId),
        from,
        to,
      );
      if (pending > 0)
        throw conflict('PAYROLL_PENDING_JUSTIFICATIONS', undefined, { count: String(pending) });
    }
    const employeeId = body.kind === 'liquidacion' ? (body.employeeId ?? null) : null;
    const id = await db.transaction(async (tx) => {
      const [live] = await tx
        .select()
        .from(payrollRuns)
        .where(
          and(
            eq(payrollRuns.companyId, body.companyId),
            eq(payrollRuns.year, body.year),
            eq(payrollRuns.month, body.month),
            eq(payrollRuns.kind, body.kind),
            eq(payrollRuns.personalType, body.personalType),
            sql`coalesce(${payrollRuns.employeeId}, 0) = ${employeeId ?? 0}`,
            ne(payrollRuns.state, 'canceled'),
          ),
        )
        .for('update');
      if (live && live.state !== 'registered') throw conflict('INVALID_CHANGE');
      let runId: number;
      if (live) {
        // Re-running a draft: its slips stay until the new computation replaces them at once.
        await tx
          .update(payrollRuns)
          .set({ job: 'queued', progress: 0, error: null, updatedAt: new Date() })
          .where(eq(payrollRuns.id, live.id));
        runId = live.id;
        await recordAudit(tx, actor, { action: 'payroll.rerun', entity: 'payroll_run', entityId: runId });
      } else {
        const [row] = await tx
          .insert(payrollRuns)
          .values({
            companyId: body.companyId,
            year: body.year,
            month: body.month,
            kind: body.kind,
            personalType: body.personalType,
            employeeId,
            createdBy: actor.user.id,
          })
          .returning({ id: payrollRuns.id });
        if (!row) throw new Error('run insert returned nothing');
        runId = row.id;
        await recordAudit(tx, actor, {
          action: 'payroll.create',
          entity: 'payroll_run',
          entityId: runId,
          after: body,
        });
      }
      await deps.queue?.enqueue(tx, { runId });
      return runId;
    });
    return toRun((await runRow(db, id)) as RunRow);
  };
