import { periodToDate, splitQuotas } from '@zerg/shared';
import { recordAudit } from '../../platform/audit/audit.service.ts';
import type { Actor } from '../../platform/auth/current-user.ts';
import type { Deps } from '../../platform/deps.ts';
import { notifyInTheirLanguage, userOfEmployee } from '../notifications/index.ts';
import {
  answerDiscount,
  assertDiscountCan,
  assertDiscountDecider,
  assertDiscountFits,
  loadDiscount,
  moveDiscount,
} from './payroll-discount-access.ts';
import { bookApproval } from './payroll-discount-books.ts';
import { payrollDiscountQuotas as dq } from './payroll-item.table.ts';
import { employeeFor } from './payroll-item-rules.ts';

export const DISCOUNT_LINKS = { profile: '/profile' } as const;

/** pending → approved: its quotas are scheduled in the same transaction. */
export const approveDiscount =
  ({ db }: Pick<Deps, 'db'>) =>
  async (actor: Actor, id: number) => {
    const row = await loadDiscount(db, actor.user, 'payroll', id);
    await assertDiscountDecider(db, actor.user, row);
    assertDiscountCan(row.status, 'approved');
    const facts = await employeeFor(db, actor.user, row.employeeId);
    const body = {
      employeeId: row.employeeId,
      type: row.type,
      amount: row.amount,
      quotas: row.quotas,
      startPeriod: row.startPeriod.slice(0, 7),
      observations: row.observations,
    };
    // A discount left pending past its first month must be moved before it can be approved.
    await assertDiscountFits(db, facts, body, row.origin);
    await db.transaction(async (tx) => {
      await moveDiscount(tx, id, ['pending'], 'approved', {
        approvedBy: actor.user.id,
        approvedAt: new Date(),
      });
      const quotas = splitQuotas(row.amount, row.quotas, body.startPeriod);
      await tx.insert(dq).values(
        quotas.map((q) => ({
          discountId: id,
          number: q.number,
          period: periodToDate(q.period),
          amount: q.amount,
        })),
      );
      await bookApproval(tx, { ...row, approvedBy: actor.user.id });
      await recordAudit(tx, actor, {
        action: 'approve',
        entity: 'payroll_discount',
        entityId: id,
        before: { status: row.status },
        after: { status: 'approved', quotas },
      });
      await notifyInTheirLanguage(tx, [await userOfEmployee(tx, row.employeeId)], {
        type: 'payroll_discount.approved',
        key: 'payrollItems.notify.discountApproved',
        params: { amount: row.amount, quotas: row.quotas, period: body.startPeriod },
        link: DISCOUNT_LINKS.profile,
      });
    });
    return answerDiscount(db, actor.user, 'payroll', id);
  };
