import { centsToMoney, moneyToCents, type PayrollRunKind, type TPayrollRunDetail } from '@zerg/shared';
import { and, eq, sql } from 'drizzle-orm';
import { recordAudit } from '../../platform/audit/audit.service.ts';
import type { Actor } from '../../platform/auth/current-user.ts';
import type { Deps } from '../../platform/deps.ts';
import { conflict } from '../../platform/errors/app-error.ts';
import { liquidacionApproved } from '../../platform/events/liquidacion.ts';
import { payableApproved } from '../../platform/events/payables.ts';
import { limaToday } from '../../platform/time/lima-today.ts';
import { closeAttendanceMonth } from '../attendance/index.ts';
import { assertWholeCompany } from '../employees/index.ts';
import { settleRunItems } from '../payroll-items/index.ts';
import { companyById } from '../references/index.ts';
import { getRun } from './get-run.ts';
import { monthCutoff } from './payroll-month-cutoff.ts';
import { monthRange } from './payroll-run.compute.ts';
import { payrollRuns, payrollSlips } from './payroll-run.table.ts';
import { lockRun, refuseUnless } from './payroll-run-lock.ts';

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

export const approveRun =
  (deps: Pick<Deps, 'db' | 'mail'>) =>
  async (actor: Actor, id: number): Promise<TPayrollRunDetail> => {
    const { db, mail } = deps;
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
      const company = await companyById(tx, run.companyId);
      await payableApproved(tx, {
        source: { kind: 'payroll_run', id },
        requestedBy: actor.user.id,
        companyId: run.companyId,
        direction: 'expense',
        date: limaToday(),
        concept: `Planilla ${RUN_KIND_CONCEPT[run.kind]} ${periodLabel(run.year, run.month)} · ${company?.name ?? ''}`,
        codedConcept: {
          code: 'payroll_run',
          params: {
            kind: run.kind,
            period: periodLabel(run.year, run.month),
            company: company?.name ?? '',
          },
        },
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
    return getRun(deps)(actor, id);
  };
