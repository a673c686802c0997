import type { TReasonBody } from '@zerg/shared';
import { and, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { recordAudit } from '../../platform/audit/audit.service.ts';
import type { Actor } from '../../platform/auth/current-user.ts';
import type { Deps } from '../../platform/deps.ts';
import { conflict } from '../../platform/errors/app-error.ts';
import {
  answerDiscount,
  assertDiscountCan,
  assertDiscountDecider,
  loadDiscount,
  moveDiscount,
} from './payroll-discount-access.ts';
import { bookClosing } from './payroll-discount-books.ts';
import { payrollDiscountQuotas as dq } from './payroll-item.table.ts';
import { employeeFor } from './payroll-item-rules.ts';

/** Ends a discount early: what is still due will not be taken. */
const close = async (db: Db, actor: Actor, body: TReasonBody, to: 'anulled' | 'not_discounted') => {
  const row = await loadDiscount(db, actor.user, 'payroll', body.id);
  await assertDiscountDecider(db, actor.user, row);
  assertDiscountCan(row.status, to);
  if (to === 'not_discounted') {
    const facts = await employeeFor(db, actor.user, row.employeeId);
    // Only a worker who left leaves a discount untaken; an active one can still pay it.
    if (facts.isActive) throw conflict('INVALID_CHANGE');
  }
  await db.transaction(async (tx) => {
    const [due] = await tx
      .select({ total: sql<string>`coalesce(sum(${dq.amount}), 0)::text` })
      .from(dq)
      .where(and(eq(dq.discountId, row.id), eq(dq.status, 'due')));
    await moveDiscount(tx, row.id, [row.status], to, {
      anulledBy: actor.user.id,
      anulledAt: new Date(),
      anulledReason: body.reason,
    });
    await tx
      .update(dq)
      .set({ status: 'anulled' })
      .where(and(eq(dq.discountId, row.id), eq(dq.status, 'due')));
    if (row.status === 'approved') await bookClosing(tx, row, due?.total ?? '0');
    await recordAudit(tx, actor, {
      action: to === 'anulled' ? 'anull' : 'not_discounted',
      entity: 'payroll_discount',
      entityId: row.id,
      before: { status: row.status },
      after: { status: to, reason: body.reason },
    });
  });
  return answerDiscount(db, actor.user, 'payroll', row.id);
};

export const anullDiscount =
  ({ db }: Pick<Deps, 'db'>) =>
  (actor: Actor, body: TReasonBody) =>
    close(db, actor, body, 'anulled');

export const markDiscountNotDiscounted =
  ({ db }: Pick<Deps, 'db'>) =>
  (actor: Actor, body: TReasonBody) =>
    close(db, actor, body, 'not_discounted');
