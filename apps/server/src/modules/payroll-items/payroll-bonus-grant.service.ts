import { msg, periodToDate, type TBonusGrantBody, type TBonusGrantUpdateBody } from '@zerg/shared';
import { and, eq, ne } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { recordAudit } from '../../platform/audit/audit.service.ts';
import type { Actor, CurrentUser } from '../../platform/auth/current-user.ts';
import type { Deps } from '../../platform/deps.ts';
import { badRequest, notFound } from '../../platform/errors/app-error.ts';
import type { ExportDeps } from '../../platform/export/list-export.ts';
import { scopeOf } from '../employees/index.ts';
import { bonusTypesById } from '../payroll-settings/index.ts';
import {
  type BonusGrantListParams,
  findBonusGrantItem,
  listBonusGrants,
} from './payroll-bonus-grant.repository.ts';
import { bonusGrantExport } from './payroll-bonus-grant-export.ts';
import { payrollBonusGrants as g } from './payroll-item.table.ts';
import { employeeFor } from './payroll-item-rules.ts';

/** Bonuses granted to a worker (section 14): the payroll run pays each month they are in force. */
export const createPayrollBonusGrantService = (deps: Deps & ExportDeps) => {
  const { db } = deps;
  const answer = async (user: CurrentUser, id: number) => {
    const item = await findBonusGrantItem(db, await scopeOf(db, user), id);
    if (!item) throw notFound();
    return item;
  };

  /** An active worker, an active bonus type, and one grant per worker, type and first month. */
  const check = async (tx: DbOrTx, user: CurrentUser, body: TBonusGrantBody, id: number | null) => {
    const facts = await employeeFor(tx, user, body.employeeId);
    if (!facts.isActive) throw badRequest('VALIDATION_ERROR', { employeeId: [msg('validation.inactive')] });
    const type = (await bonusTypesById(tx, [body.bonusTypeId])).get(body.bonusTypeId);
    if (!type) throw badRequest('VALIDATION_ERROR', { bonusTypeId: [msg('validation.notFoundRef')] });
    if (!type.isActive)
      throw badRequest('VALIDATION_ERROR', { bonusTypeId: [msg('validation.inactiveRef')] });
    const [twin] = await tx
      .select({ id: g.id })
      .from(g)
      .where(
        and(
          eq(g.employeeId, body.employeeId),
          eq(g.bonusTypeId, body.bonusTypeId),
          eq(g.fromPeriod, periodToDate(body.fromPeriod)),
          ...(id ? [ne(g.id, id)] : []),
        ),
      );
    if (twin) throw badRequest('VALIDATION_ERROR', { fromPeriod: [msg('validation.alreadyRegistered')] });
  };

  const values = (body: TBonusGrantBody) => ({
    employeeId: body.employeeId,
    bonusTypeId: body.bonusTypeId,
    amount: body.amount,
    fromPeriod: periodToDate(body.fromPeriod),
    toPeriod: body.toPeriod ? periodToDate(body.toPeriod) : null,
    observations: body.observations,
  });

  return {
    list: async (actor: Actor, query: BonusGrantListParams) =>
      listBonusGrants(db, await scopeOf(db, actor.user), query),
    get: (actor: Actor, id: number) => answer(actor.user, id),

    export: bonusGrantExport.answer.bind(null, deps),

    create: async (actor: Actor, body: TBonusGrantBody) => {
      const id = await db.transaction(async (tx) => {
        await check(tx, actor.user, body, null);
        const [row] = await tx
          .insert(g)
          .values({ ...values(body), createdBy: actor.user.id })
          .returning({ id: g.id });
        const created = row?.id ?? 0;
        await recordAudit(tx, actor, {
          action: 'create',
          entity: 'payroll_bonus_grant',
          entityId: created,
          after: body,
        });
        return created;
      });
      return answer(actor.user, id);
    },

    update: async (actor: Actor, body: TBonusGrantUpdateBody) => {
      const before = await answer(actor.user, body.id);
      await db.transaction(async (tx) => {
        await check(tx, actor.user, body, body.id);
        await tx
          .update(g)
          .set({ ...values(body), updatedAt: new Date() })
          .where(eq(g.id, body.id));
        await recordAudit(tx, actor, {
          action: 'update',
          entity: 'payroll_bonus_grant',
          entityId: body.id,
          before,
          after: body,
        });
      });
      return answer(actor.user, body.id);
    },

    /** A grant already paid stays in those payslips (they copy the amount); removing it stops what is still to come. */
    remove: async (actor: Actor, id: number) => {
      const before = await answer(actor.user, id);
      await db.transaction(async (tx) => {
        await tx.delete(g).where(eq(g.id, id));
        await recordAudit(tx, actor, {
          action: 'delete',
          entity: 'payroll_bonus_grant',
          entityId: id,
          before,
        });
      });
      return { ok: true as const };
    },
  };
};

export type PayrollBonusGrantService = ReturnType<typeof createPayrollBonusGrantService>;
