import { CONCEPTS, type ConceptKey } from '@zerg/payroll-pe';
import {
  canChange,
  centsToMoney,
  moneyToCents,
  msg,
  PAYROLL_TRANSITIONS,
  type PayrollRunKind,
  type PayrollState,
  type TLiquidacionPreviewBody,
  type TPayrollPayBody,
  type TPayrollRun,
  type TPayrollRunCreateBody,
  type TPayrollRunDetail,
  type TPayrollRunListQuery,
  type TPayrollRunListResponse,
  type TPayrollSlipDetail,
  type TPayrollSlipListQuery,
  type TPayrollSlipListResponse,
  ZPayrollRunCreateBody,
  ZPayrollRunListQuery,
  ZPayrollSlipListQuery,
} from '@zerg/shared';
import { and, eq, inArray, ne, sql } from 'drizzle-orm';
import type { Tx } from '../../db/client.ts';
import { recordAudit } from '../../platform/audit/audit.service.ts';
import type { Actor } from '../../platform/auth/current-user.ts';
import type { Deps } from '../../platform/deps.ts';
import { badRequest, conflict, notFound } from '../../platform/errors/app-error.ts';
import { liquidacionApproved } from '../../platform/events/liquidacion.ts';
import { payableApproved, payableWithdrawn } from '../../platform/events/payables.ts';
import type { JobQueue } from '../../platform/jobs/index.ts';
import { limaToday } from '../../platform/time/lima-today.ts';
import { closeAttendanceMonth, reopenAttendanceMonth } from '../attendance/index.ts';
import { assertWholeCompany, findEmployeeFacts, payrollFactsOf, scopeOf } from '../employees/index.ts';
import {
  payrollDiscountQuotas,
  payrollDiscounts,
  settleRunItems,
  undoRunAdvances,
} from '../payroll-items/index.ts';
import { companies } from '../references/index.ts';
import { previewLiquidacion } from './liquidacion-preview.ts';
import { monthCutoff } from './payroll-month-cutoff.ts';
import { computeRun, monthRange, pendingJustifications } from './payroll-run.compute.ts';
import { listRuns, listSlips, type RunRow, runRow, slipRow } from './payroll-run.repository.ts';
import { payrollRuns, payrollSlips } from './payroll-run.table.ts';
import { runsInScope, runVisible, scopedRunRows, slipsInScope } from './payroll-run-scope.ts';

export type PayrollRunJob = { runId: number };

const KIND_MONTHS: Record<string, readonly number[]> = { gratificacion: [7, 12], cts: [5, 11] };

const toRun = (r: RunRow): TPayrollRun => ({
  id: r.id,
  companyId: r.companyId,
  companyName: r.companyName,
  year: r.year,
  month: r.month,
  kind: r.kind,
  personalType: r.personalType,
  employeeId: r.employeeId,
  state: r.state,
  job: r.job,
  progress: r.progress,
  total: r.total,
  error: r.error,
  employeeCount: r.employeeCount,
  earnings: r.earnings,
  deductions: r.deductions,
  employer: r.employer,
  net: r.net,
  warningCount: r.warningCount,
  computedAt: r.computedAt?.toISOString() ?? null,
  approvedAt: r.approvedAt?.toISOString() ?? null,
  paidAt: r.paidAt?.toISOString() ?? null,
  paymentReference: r.paymentReference,
  canceledAt: r.canceledAt?.toISOString() ?? null,
  createdAt: r.createdAt.toISOString(),
});

const periodLabel = (year: number, month: number) => `${year}-${String(month).padStart(2, '0')}`;

/** The run's kind in the treasury concept, in Spanish like the rest of the company's books. */
const RUN_KIND_CONCEPT: Record<PayrollRunKind, string> = {
  monthly: 'mensual',
  gratificacion: 'gratificación',
  cts: 'CTS',
  vacation: 'vacaciones',
  liquidacion: 'liquidación',
};

/** The quota and advance references a slip's lines and carry-over name, for settling the items. */
const settledItems = (
  slips: {
    lines: { reference: string | null; amount: string; kind: string }[];
    carryOver: { reference: string | null }[];
  }[],
) => {
  const taken = new Map<number, bigint>();
  const advances = new Map<number, bigint>();
  for (const s of slips) {
    for (const l of s.lines) {
      const [kind, id] = (l.reference ?? '').split(':');
      if (kind === 'quota') taken.set(Number(id), (taken.get(Number(id)) ?? 0n) + moneyToCents(l.amount));
      if (kind === 'advance')
        advances.set(Number(id), (advances.get(Number(id)) ?? 0n) + moneyToCents(l.amount));
    }
    // What the net could not hold at all is settled as nothing taken: it stays due.
    for (const c of s.carryOver) {
      const [kind, id] = (c.reference ?? '').split(':');
      if (kind === 'quota' && !taken.has(Number(id))) taken.set(Number(id), 0n);
      if (kind === 'advance' && !advances.has(Number(id))) advances.set(Number(id), 0n);
    }
  }
  return {
    taken: [...taken].map(([quotaId, cents]) => ({ quotaId, amount: centsToMoney(cents) })),
    advances: [...advances].map(([advanceId, cents]) => ({ advanceId, amount: centsToMoney(cents) })),
  };
};

/**
 * A monthly run is approved only when it was computed after its month ended (payroll README,
 * "A month not over"): a day not yet lived is neither docked nor frozen by closing the month.
 */
const assertMonthOver = (run: Pick<typeof payrollRuns.$inferSelect, 'year' | 'month' | 'computedAt'>) => {
  const computedOn = limaToday(run.computedAt ?? new Date());
  const cutoff = monthCutoff(run.year, run.month, computedOn);
  if (cutoff.daysLeft > 0)
    throw conflict('PAYROLL_MONTH_NOT_OVER', undefined, {
      lastDay: cutoff.to,
      days: String(cutoff.daysLeft),
    });
};

export const createPayrollRunService = (deps: Deps & { queue: JobQueue<PayrollRunJob> | null }) => {
  const { db, mail } = deps;

  const lockRun = async (tx: Tx, id: number) => {
    const [run] = await tx.select().from(payrollRuns).where(eq(payrollRuns.id, id)).for('update');
    if (!run) throw notFound();
    return run;
  };

  const refuseUnless = (from: PayrollState, to: PayrollState) => {
    if (!canChange(PAYROLL_TRANSITIONS, from, to)) throw conflict('INVALID_CHANGE');
  };

  /** The run as the actor's scope reads it (an area-limited holder: their area's slips only). */
  const get = async (actor: Actor, id: number): Promise<TPayrollRunDetail> => {
    const scope = await scopeOf(db, actor.user);
    const found = await runRow(db, id);
    if (!found || !(await runVisible(db, scope, id))) throw notFound();
    const [row] = await scopedRunRows(db, scope, [found]);
    if (!row) throw notFound();
    const { rows } = await db.execute<{ warning: string; count: number }>(sql`
      select w as warning, count(*)::int as count
      from payroll_slips, jsonb_array_elements_text(payroll_slips.warnings) w
      where payroll_slips.run_id = ${id} and ${slipsInScope(scope) ?? sql`true`} group by w order by count(*) desc, w`);
    const runWide = (row.runWarnings ?? []).map((w) => ({ warning: w, count: 1 }));
    return { ...toRun(row), warnings: [...runWide, ...rows] };
  };

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
    const quotas = await tx
      .select({ id: payrollDiscountQuotas.id, discountId: payrollDiscountQuotas.discountId })
      .from(payrollDiscountQuotas)
      .where(eq(payrollDiscountQuotas.runId, run.id));
    if (quotas.length) {
      const ids = quotas.map((q) => q.id);
      await tx
        .delete(payrollDiscountQuotas)
        .where(and(inArray(payrollDiscountQuotas.carriedFrom, ids), eq(payrollDiscountQuotas.status, 'due')));
      await tx
        .update(payrollDiscountQuotas)
        .set({ status: 'due', takenAmount: null, runId: null })
        .where(inArray(payrollDiscountQuotas.id, ids));
      await tx
        .update(payrollDiscounts)
        .set({ status: 'approved', updatedAt: new Date() })
        .where(
          and(
            inArray(
              payrollDiscounts.id,
              quotas.map((q) => q.discountId),
            ),
            eq(payrollDiscounts.status, 'discounted'),
          ),
        );
    }
    await undoRunAdvances(tx, run.id);
  };

  return {
    computeRun: (runId: number) => computeRun(db, runId),

    /** What a cessation would pay, before it is recorded (the employee screen's dialog). */
    previewLiquidacion: (actor: Actor, body: TLiquidacionPreviewBody) => previewLiquidacion(db, actor, body),

    create: async (actor: Actor, input: TPayrollRunCreateBody): Promise<TPayrollRun> => {
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
      const [company] = await db
        .select({ id: companies.id })
        .from(companies)
        .where(eq(companies.id, body.companyId));
      if (!company) throw badRequest('VALIDATION_ERROR', { companyId: ['invalid'] });
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
    },

    list: async (actor: Actor, input: TPayrollRunListQuery): Promise<TPayrollRunListResponse> => {
      const scope = await scopeOf(db, actor.user);
      const page = await listRuns(db, ZPayrollRunListQuery.parse(input), { scope: runsInScope(scope) });
      return { data: (await scopedRunRows(db, scope, page.data)).map(toRun), total: page.total };
    },

    /** The Payments tab: approved and paid runs (what is, or was, to be paid). */
    payments: async (actor: Actor, input: TPayrollRunListQuery): Promise<TPayrollRunListResponse> => {
      const scope = await scopeOf(db, actor.user);
      const page = await listRuns(db, ZPayrollRunListQuery.parse(input), {
        payableOnly: true,
        scope: runsInScope(scope),
      });
      return { data: (await scopedRunRows(db, scope, page.data)).map(toRun), total: page.total };
    },

    get,

    /** The run's slips; an area-limited holder gets their area's workers only. */
    slips: async (actor: Actor, input: TPayrollSlipListQuery): Promise<TPayrollSlipListResponse> => {
      const query = ZPayrollSlipListQuery.parse(input);
      const scope = await scopeOf(db, actor.user);
      if (!(await runRow(db, query.filters.runId)) || !(await runVisible(db, scope, query.filters.runId)))
        throw notFound();
      return listSlips(db, query, slipsInScope(scope));
    },

    /** One slip; an area chief holding section 14 reads only the workers of their area (else 404). */
    slip: async (actor: Actor, id: number): Promise<TPayrollSlipDetail> => {
      const row = await slipRow(db, id);
      if (!row) throw notFound();
      const scope = await scopeOf(db, actor.user);
      if (!scope.all) {
        const facts = await findEmployeeFacts(db, row.employeeId);
        if (scope.areaId === null || facts?.areaId !== scope.areaId) throw notFound();
      }
      return {
        ...row,
        lines: row.lines.map((l) => ({
          ...l,
          description: CONCEPTS[l.concept as ConceptKey]?.description ?? l.concept,
        })),
      };
    },

    approve: async (actor: Actor, id: number): Promise<TPayrollRunDetail> => {
      await assertWholeCompany(db, actor.user);
      await db.transaction(async (tx) => {
        const run = await lockRun(tx, id);
        refuseUnless(run.state, 'approved');
        if (run.job !== 'done') throw conflict('INVALID_CHANGE');
        if (run.kind === 'monthly') assertMonthOver(run);
        await tx
          .update(payrollRuns)
          .set({
            state: 'approved',
            approvedBy: actor.user.id,
            approvedAt: new Date(),
            updatedAt: new Date(),
          })
          .where(eq(payrollRuns.id, id));
        const { from } = monthRange(run.year, run.month);
        if (run.kind === 'monthly') {
          await closeAttendanceMonth(tx, {
            companyId: run.companyId,
            personalType: run.personalType,
            month: from,
            closedBy: actor.user.id,
          });
          const slips = await tx
            .select({ lines: payrollSlips.lines, carryOver: payrollSlips.carryOver })
            .from(payrollSlips)
            .where(eq(payrollSlips.runId, id));
          await settleRunItems(tx, { runId: id, period: from, ...settledItems(slips) });
        }
        const [company] = await tx
          .select({ name: companies.name })
          .from(companies)
          .where(eq(companies.id, run.companyId));
        await payableApproved(tx, {
          source: { kind: 'payroll_run', id },
          requestedBy: actor.user.id,
          companyId: run.companyId,
          direction: 'expense',
          date: limaToday(),
          concept: `Planilla ${RUN_KIND_CONCEPT[run.kind]} ${periodLabel(run.year, run.month)} · ${company?.name ?? ''}`,
          // Its payment clears the account its accrual credited (4111, 4114, 4115 or 4151).
          variant: run.kind,
          payees: await tx
            .select({ employeeId: payrollSlips.employeeId, amount: payrollSlips.net })
            .from(payrollSlips)
            .where(and(eq(payrollSlips.runId, id), sql`${payrollSlips.net} > 0`))
            .orderBy(payrollSlips.employeeId),
        });
        await mail.sendEvent(tx, 'payroll.approved', {
          period: periodLabel(run.year, run.month),
          company: company?.name ?? '',
        });
        // The worker's hoja and certificado de trabajo go to them by mail (labour-certificates listens).
        if (run.kind === 'liquidacion')
          await liquidacionApproved(tx, { runId: id, companyId: run.companyId, actor });
        await recordAudit(tx, actor, { action: 'payroll.approve', entity: 'payroll_run', entityId: id });
      });
      return get(actor, id);
    },

    pay: async (actor: Actor, body: TPayrollPayBody): Promise<TPayrollRunDetail> => {
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
      return get(actor, body.id);
    },

    /**
     * Cancel: a draft, or an approved run not yet paid. Canceling an approved run reopens its
     * attendance month for its company and staff (unless another approved monthly run of them holds it) and puts back the discount
     * quotas and advances it settled, so a new run takes them again.
     */
    cancel: async (actor: Actor, id: number): Promise<TPayrollRunDetail> => {
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
      return get(actor, id);
    },
  };
};

export type PayrollRunService = ReturnType<typeof createPayrollRunService>;
