import { centsToMoney, moneyToCents, msg, periodToDate, type TAdvanceBody } from '@zerg/shared';
import { sql } from 'drizzle-orm';
import { recordAudit } from '../../platform/audit/audit.service.ts';
import type { Actor } from '../../platform/auth/current-user.ts';
import type { Deps } from '../../platform/deps.ts';
import { badRequest } from '../../platform/errors/app-error.ts';
import { payrollSettingsOf } from '../payroll-settings/index.ts';
import { advancedInMonth } from './payroll-advance.repository.ts';
import { answerAdvance } from './payroll-advance-access.ts';
import { payrollAdvances as a } from './payroll-item.table.ts';
import { assertOpenPeriod, employeeFor } from './payroll-item-rules.ts';

/** `rate` × `salary` in cents, rounded down: the limit never exceeds the share. */
export const advanceLimitCents = (salary: string, rate: string): bigint => {
  const [units = '0', decimals = ''] = rate.split('.');
  const scaled = BigInt(units) * 10_000n + BigInt(`${decimals}0000`.slice(0, 4));
  return (moneyToCents(salary) * scaled) / 10_000n;
};

/**
 * The month's advances (this one included, refused ones left out) may not pass the company's
 * share of the salary. A lock per worker keeps two simultaneous requests from both fitting.
 */
export const createAdvance =
  ({ db }: Pick<Deps, 'db'>) =>
  async (actor: Actor, body: TAdvanceBody) => {
    const facts = await employeeFor(db, actor.user, body.employeeId);
    await assertOpenPeriod(db, facts, 'period', body.period);
    const period = periodToDate(body.period);
    const id = await db.transaction(async (tx) => {
      await tx.execute(sql`select pg_advisory_xact_lock(hashtext('payroll_advance'), ${body.employeeId})`);
      const settings = facts.companyId ? await payrollSettingsOf(tx, facts.companyId) : null;
      const limit = advanceLimitCents(facts.salary, settings?.advanceLimitRate ?? '0.5000');
      const used = moneyToCents(await advancedInMonth(tx, body.employeeId, period));
      if (used + moneyToCents(body.amount) > limit)
        throw badRequest('VALIDATION_ERROR', {
          amount: [msg('validation.advanceLimit', { limit: centsToMoney(limit), used: centsToMoney(used) })],
        });
      const [row] = await tx
        .insert(a)
        .values({
          employeeId: body.employeeId,
          amount: body.amount,
          period,
          reason: body.reason,
          createdBy: actor.user.id,
        })
        .returning({ id: a.id });
      const created = row?.id ?? 0;
      await recordAudit(tx, actor, {
        action: 'create',
        entity: 'payroll_advance',
        entityId: created,
        after: body,
      });
      return created;
    });
    return answerAdvance(db, actor.user, id);
  };
