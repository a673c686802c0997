import { msg, type TBonusType, type TBonusTypeCreateBody, type TBonusTypeListQuery } from '@zerg/shared';
import { and, asc, eq, ne, type SQL, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { recordAudit } from '../../platform/audit/audit.service.ts';
import type { Actor } from '../../platform/auth/current-user.ts';
import { containsPattern, countRows, ordered, pagedList } from '../../platform/db/paged-list.ts';
import type { Deps } from '../../platform/deps.ts';
import { conflict, notFound } from '../../platform/errors/app-error.ts';
import { payrollBonusTypes as bt } from './payroll-parameter.table.ts';

type ListParams = TBonusTypeListQuery & { page: number; perPage: number };
type Row = typeof bt.$inferSelect;
const SORT = { name: bt.name, kind: bt.kind, updatedAt: bt.updatedAt } as const;

const toAnswer = (r: Row): TBonusType => ({
  id: r.id,
  name: r.name,
  kind: r.kind,
  plameCode: r.plameCode,
  isActive: r.isActive,
  updatedAt: r.updatedAt.toISOString(),
});

/**
 * Bonus types (tab Bonus): the kind is the engine's BonusKind and decides which bases a bonus
 * enters; a type in use is deactivated rather than deleted, so past bonuses keep their name.
 */
export const createPayrollBonusService = ({ db }: Deps) => {
  const find = async (tx: DbOrTx, id: number) => (await tx.select().from(bt).where(eq(bt.id, id)))[0] ?? null;
  const assertFreeName = async (tx: DbOrTx, name: string, exceptId?: number) => {
    const [other] = await tx
      .select({ id: bt.id })
      .from(bt)
      .where(and(sql`lower(${bt.name}) = lower(${name})`, exceptId ? ne(bt.id, exceptId) : undefined));
    if (other) throw conflict('ALREADY_REGISTERED', { name: [msg('validation.alreadyRegistered')] });
  };

  return {
    list: async (query: ListParams) => {
      const conditions: SQL[] = [];
      if (query.q) conditions.push(sql`${bt.name} ilike ${containsPattern(query.q)}`);
      if (query.filters?.kind) conditions.push(eq(bt.kind, query.filters.kind));
      if (query.filters?.isActive !== undefined) conditions.push(eq(bt.isActive, query.filters.isActive));
      const where = conditions.length ? and(...conditions) : undefined;
      const page = await pagedList(
        query,
        db
          .select()
          .from(bt)
          .where(where)
          .orderBy(ordered(SORT[query.sortBy ?? 'name'], query.sortDesc), asc(bt.id))
          .$dynamic(),
        db.select({ n: countRows }).from(bt).where(where),
      );
      return { total: page.total, data: page.data.map(toAnswer) };
    },

    options: async () => ({
      data: await db
        .select({ id: bt.id, name: bt.name, kind: bt.kind })
        .from(bt)
        .where(eq(bt.isActive, true))
        .orderBy(asc(bt.name)),
    }),

    create: async (actor: Actor, body: TBonusTypeCreateBody) => {
      const row = await db.transaction(async (tx) => {
        await assertFreeName(tx, body.name);
        const [created] = await tx
          .insert(bt)
          .values({ name: body.name, kind: body.kind, plameCode: body.plameCode ?? null })
          .returning();
        if (!created) throw notFound();
        await recordAudit(tx, actor, {
          action: 'create',
          entity: 'payroll_bonus_type',
          entityId: created.id,
          after: body,
        });
        return created;
      });
      return toAnswer(row);
    },

    update: async (actor: Actor, id: number, body: TBonusTypeCreateBody) => {
      const row = await db.transaction(async (tx) => {
        const before = await find(tx, id);
        if (!before) throw notFound();
        await assertFreeName(tx, body.name, id);
        const [updated] = await tx
          .update(bt)
          .set({ name: body.name, kind: body.kind, plameCode: body.plameCode ?? null, updatedAt: new Date() })
          .where(eq(bt.id, id))
          .returning();
        if (!updated) throw notFound();
        await recordAudit(tx, actor, {
          action: 'update',
          entity: 'payroll_bonus_type',
          entityId: id,
          before,
          after: body,
        });
        return updated;
      });
      return toAnswer(row);
    },

    setActive: async (actor: Actor, id: number, isActive: boolean) => {
      const row = await db.transaction(async (tx) => {
        const before = await find(tx, id);
        if (!before) throw notFound();
        const [updated] = await tx
          .update(bt)
          .set({ isActive, updatedAt: new Date() })
          .where(eq(bt.id, id))
          .returning();
        if (!updated) throw notFound();
        await recordAudit(tx, actor, {
          action: isActive ? 'activate' : 'deactivate',
          entity: 'payroll_bonus_type',
          entityId: id,
          before: { isActive: before.isActive },
          after: { isActive },
        });
        return updated;
      });
      return toAnswer(row);
    },
  };
};

export type PayrollBonusService = ReturnType<typeof createPayrollBonusService>;
