import {
  type DiscountOrigin,
  periodToDate,
  type TDiscountBody,
  type TDiscountUpdateBody,
} from '@zerg/shared';
import { recordAudit } from '../../platform/audit/audit.service.ts';
import type { Actor } from '../../platform/auth/current-user.ts';
import type { Deps } from '../../platform/deps.ts';
import { conflict } from '../../platform/errors/app-error.ts';
import { answerDiscount, assertDiscountFits, loadDiscount, moveDiscount } from './payroll-discount-access.ts';
import { payrollDiscounts as d } from './payroll-item.table.ts';
import { employeeFor } from './payroll-item-rules.ts';

export const createDiscount =
  ({ db }: Pick<Deps, 'db'>) =>
  async (actor: Actor, origin: DiscountOrigin, body: TDiscountBody) => {
    const facts = await employeeFor(db, actor.user, body.employeeId, { everyone: origin === 'workshop' });
    await assertDiscountFits(db, facts, body, origin);
    const id = await db.transaction(async (tx) => {
      const [row] = await tx
        .insert(d)
        .values({
          employeeId: body.employeeId,
          origin,
          type: body.type,
          amount: body.amount,
          quotas: body.quotas,
          startPeriod: periodToDate(body.startPeriod),
          observations: body.observations,
          createdBy: actor.user.id,
        })
        .returning({ id: d.id });
      const created = row?.id ?? 0;
      await recordAudit(tx, actor, {
        action: 'create',
        entity: 'payroll_discount',
        entityId: created,
        after: { ...body, origin },
      });
      return created;
    });
    return answerDiscount(db, actor.user, origin, id);
  };

export const updateDiscount =
  ({ db }: Pick<Deps, 'db'>) =>
  async (actor: Actor, origin: DiscountOrigin, body: TDiscountUpdateBody) => {
    const row = await loadDiscount(db, actor.user, origin, body.id);
    if (row.status !== 'pending') throw conflict('INVALID_CHANGE');
    const facts = await employeeFor(db, actor.user, body.employeeId, { everyone: origin === 'workshop' });
    await assertDiscountFits(db, facts, body, row.origin);
    await db.transaction(async (tx) => {
      await moveDiscount(tx, row.id, ['pending'], 'pending', {
        employeeId: body.employeeId,
        type: body.type,
        amount: body.amount,
        quotas: body.quotas,
        startPeriod: periodToDate(body.startPeriod),
        observations: body.observations,
      });
      const { id: _id, ...after } = body;
      await recordAudit(tx, actor, {
        action: 'update',
        entity: 'payroll_discount',
        entityId: row.id,
        before: {
          employeeId: row.employeeId,
          type: row.type,
          amount: row.amount,
          quotas: row.quotas,
          startPeriod: row.startPeriod,
          observations: row.observations,
        },
        after,
      });
    });
    return answerDiscount(db, actor.user, origin, row.id);
  };
