import { computeQuincena } from '@zerg/payroll-pe';
import {
  centsToMoney,
  moneyToCents,
  msg,
  periodToDate,
  type TQuincenaBody,
  type TQuincenaResult,
} from '@zerg/shared';
import { sql } from 'drizzle-orm';
import { recordAudit } from '../../platform/audit/audit.service.ts';
import type { Actor } from '../../platform/auth/current-user.ts';
import type { Deps } from '../../platform/deps.ts';
import { badRequest, conflict } from '../../platform/errors/app-error.ts';
import { payableApproved } from '../../platform/events/payables.ts';
import { limaToday } from '../../platform/time/lima-today.ts';
import { assertMonthsOpen } from '../attendance/index.ts';
import { assertWholeCompany, payrollFactsOf } from '../employees/index.ts';
import { payrollSettingsOf } from '../payroll-settings/index.ts';
import { quincenaTakenIn } from './payroll-advance.repository.ts';
import { payrollAdvances as a } from './payroll-item.table.ts';
import { limaMonth } from './payroll-item-rules.ts';

/**
 * The month's quincena: one approved advance per active worker (of the staff, when given) of
 * the company's share of the salary, prorated to the days employed by the 15th, each handed to
 * treasury to pay and deducted by the month's payroll like any advance. Workers who already
 * have one are skipped, so generating again after hiring someone adds only the newcomer.
 */
export const generateQuincena =
  ({ db }: Pick<Deps, 'db'>) =>
  async (actor: Actor, body: TQuincenaBody): Promise<TQuincenaResult> => {
    await assertWholeCompany(db, actor.user);
    const min = limaMonth();
    if (body.period < min)
      throw badRequest('VALIDATION_ERROR', { period: [msg('validation.periodPast', { min })] });
    const period = periodToDate(body.period);
    const settings = await payrollSettingsOf(db, body.companyId);
    if (!(Number(settings.quincenaRate) > 0)) throw conflict('QUINCENA_DISABLED');
    const [year, month] = body.period.split('-').map(Number) as [number, number];
    const staffs = body.personalType ? [body.personalType] : (['administrative', 'operations'] as const);
    return db.transaction(async (tx) => {
      // Two generations at once would both see no quincena yet; the unique index would refuse one
      // half-way, so they queue instead.
      await tx.execute(sql`select pg_advisory_xact_lock(hashtext('payroll_quincena'), ${body.companyId})`);
      const taken = await quincenaTakenIn(tx, period);
      const rows: (typeof a.$inferInsert)[] = [];
      let already = 0;
      for (const personalType of staffs) {
        const workers = await payrollFactsOf(tx, {
          companyId: body.companyId,
          personalType,
          from: period,
          to: `${body.period}-15`,
        });
        for (const w of workers) {
          if (w.terminationDate) continue;
          if (taken.has(w.employeeId)) {
            already += 1;
            continue;
          }
          const { amount } = computeQuincena({
            period: { year, month },
            worker: { salary: w.salary, hireDate: w.hireDate },
            rate: settings.quincenaRate,
          });
          if (moneyToCents(amount) <= 0n) continue;
          rows.push({
            employeeId: w.employeeId,
            amount,
            period,
            kind: 'quincena',
            reason: `Quincena ${body.period}`,
            status: 'approved',
            approvedBy: actor.user.id,
            approvedAt: new Date(),
            createdBy: actor.user.id,
          });
        }
      }
      // A month whose payroll closed it takes no more advances for that staff.
      await assertMonthsOpen(
        tx,
        rows.map((r) => r.employeeId),
        [period],
      );
      const created = rows.length
        ? await tx.insert(a).values(rows).returning({ id: a.id, employeeId: a.employeeId, amount: a.amount })
        : [];
      for (const row of created)
        await payableApproved(tx, {
          source: { kind: 'payroll_advance', id: row.id },
          requestedBy: actor.user.id,
          companyId: body.companyId,
          direction: 'expense',
          date: limaToday(),
          concept: `Quincena ${body.period}`,
          codedConcept: { code: 'quincena', params: { period: body.period } },
          payees: [{ employeeId: row.employeeId, amount: row.amount }],
        });
      const total = centsToMoney(created.reduce((sum, r) => sum + moneyToCents(r.amount), 0n));
      await recordAudit(tx, actor, {
        action: 'generate_quincena',
        entity: 'payroll_advance',
        entityId: null,
        after: { ...body, created: created.map((r) => r.id), total },
      });
      return { created: created.length, alreadyGenerated: already, total };
    });
  };
