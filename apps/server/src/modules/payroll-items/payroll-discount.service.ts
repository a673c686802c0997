import {
  canChange,
  DISCOUNT_TRANSITIONS,
  type DiscountOrigin,
  type DiscountState,
  type Language,
  monthsBetween,
  msg,
  periodToDate,
  SECTION_IDS,
  splitQuotas,
  type TDiscountBody,
  type TDiscountListQuery,
  type TDiscountUpdateBody,
  type TReasonBody,
  translateMessage,
  WORKSHOP_DISCOUNT_TYPES,
} from '@zerg/shared';
import { and, eq, inArray, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { recordAudit } from '../../platform/audit/audit.service.ts';
import type { Actor, CurrentUser } from '../../platform/auth/current-user.ts';
import type { Deps } from '../../platform/deps.ts';
import { badRequest, conflict, notFound } from '../../platform/errors/app-error.ts';
import { EXPORT_MAX_ROWS, toXlsx } from '../../platform/export/xlsx.ts';
import type { EmployeeFacts } from '../employees/index.ts';
import { scopeOf } from '../employees/index.ts';
import {
  assertDecidesRequest,
  companyWideDecisions,
  decidersWithSection,
  notifyInTheirLanguage,
  userOfEmployee,
} from '../notifications/index.ts';
import {
  type DiscountListParams,
  type DiscountVisibility,
  discountQuotas,
  findDiscount,
  findDiscountItem,
  listDiscounts,
} from './payroll-discount.repository.ts';
import { bookApproval, bookClosing } from './payroll-discount-books.ts';
import { payrollDiscounts as d, payrollDiscountQuotas as dq } from './payroll-item.table.ts';
import { assertOpenPeriod, employeeFor } from './payroll-item-rules.ts';

export const DISCOUNT_LINKS = { profile: '/profile' } as const;

/**
 * The rules of a discount's fields beyond their shape: an active worker, a month not yet paid, and
 * no more quotas than months left in a fixed-term contract (a quota after the contract ends could
 * never be taken).
 */
const assertDiscountFits = async (
  db: DbOrTx,
  facts: EmployeeFacts,
  body: TDiscountBody,
  origin: DiscountOrigin,
) => {
  if (origin === 'workshop' && !(WORKSHOP_DISCOUNT_TYPES as readonly string[]).includes(body.type))
    throw badRequest('VALIDATION_ERROR', { type: [msg('validation.invalid')] });
  await assertOpenPeriod(db, facts, 'startPeriod', body.startPeriod);
  if (facts.contractEndDate) {
    const left = monthsBetween(body.startPeriod, facts.contractEndDate);
    if (left < 1) throw badRequest('VALIDATION_ERROR', { startPeriod: [msg('validation.contractEnded')] });
    if (body.quotas > left)
      throw badRequest('VALIDATION_ERROR', { quotas: [msg('validation.quotasOverContract', { max: left })] });
  }
};

/**
 * Discounts (payroll tab, section 14) and workshop discounts (section 21). `origin` is the screen
 * asking: 'payroll' sees every discount of its scope and decides; 'workshop' registers and sees only
 * the workshop's damage and shortages, for any worker, and HR approves them in the payroll tab.
 */
export const createPayrollDiscountService = ({ db }: Deps) => {
  const visibility = async (user: CurrentUser, origin: DiscountOrigin): Promise<DiscountVisibility> =>
    origin === 'workshop'
      ? { scope: { all: true }, origin: 'workshop' }
      : { scope: await scopeOf(db, user), origin: null };

  // HR decides (payroll holders who see everyone) while it is pending or approved.
  const decisions = companyWideDecisions(db, SECTION_IDS.PAYROLL, ['pending', 'approved']);

  const answer = async (user: CurrentUser, origin: DiscountOrigin, id: number) => {
    const item = await findDiscountItem(db, await visibility(user, origin), id);
    if (!item) throw notFound();
    const [decorated] = await decisions.decorate(user, [item]);
    return decorated as NonNullable<typeof decorated>;
  };

  const load = async (user: CurrentUser, origin: DiscountOrigin, id: number) => {
    await answer(user, origin, id);
    const row = await findDiscount(db, id);
    if (!row) throw notFound();
    return row;
  };

  /** Moves `id` from one of `from` to `to`, only if still there: of two racing changes one wins. */
  const move = async (
    tx: DbOrTx,
    id: number,
    from: readonly DiscountState[],
    to: DiscountState,
    extra: Partial<typeof d.$inferInsert>,
  ) => {
    const [changed] = await tx
      .update(d)
      .set({ ...extra, status: to, updatedAt: new Date() })
      .where(and(eq(d.id, id), inArray(d.status, [...from])))
      .returning({ id: d.id });
    if (!changed) throw conflict('INVALID_CHANGE');
  };

  /**
   * Approving, annulling or leaving a discount untaken is HR's decision (payroll holders who see
   * everyone), never its requester's nor the worker's (one level up then).
   */
  const assertDecider = async (user: CurrentUser, row: { createdBy: number | null; employeeId: number }) =>
    assertDecidesRequest(
      db,
      user,
      { requestedBy: row.createdBy, employeeId: row.employeeId },
      await decidersWithSection(db, SECTION_IDS.PAYROLL),
      SECTION_IDS.PAYROLL,
    );

  const assertCan = (from: DiscountState, to: DiscountState) => {
    if (!canChange(DISCOUNT_TRANSITIONS, from, to)) throw conflict('INVALID_CHANGE');
  };

  /** Ends a discount early: what is still due will not be taken. */
  const close = async (actor: Actor, body: TReasonBody, to: 'anulled' | 'not_discounted') => {
    const row = await load(actor.user, 'payroll', body.id);
    await assertDecider(actor.user, row);
    assertCan(row.status, to);
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
      await move(tx, row.id, [row.status], to, {
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
    return answer(actor.user, 'payroll', row.id);
  };

  return {
    list: async (actor: Actor, origin: DiscountOrigin, query: DiscountListParams) => {
      const page = await listDiscounts(db, await visibility(actor.user, origin), query);
      return { total: page.total, data: await decisions.decorate(actor.user, page.data) };
    },

    get: (actor: Actor, origin: DiscountOrigin, id: number) => answer(actor.user, origin, id),

    quotas: async (actor: Actor, origin: DiscountOrigin, id: number) => {
      await answer(actor.user, origin, id);
      return { data: await discountQuotas(db, id) };
    },

    export: async (actor: Actor, origin: DiscountOrigin, query: TDiscountListQuery, lang: Language) => {
      const { data } = await listDiscounts(db, await visibility(actor.user, origin), {
        ...query,
        page: 1,
        perPage: EXPORT_MAX_ROWS,
        sortDesc: query.sortDesc ?? false,
      });
      const t = (key: string) => translateMessage(lang, `payrollItems.${key}`);
      return toXlsx(
        t('columns.discounts'),
        [
          { header: t('columns.employee'), width: 34, value: (r) => r.employeeName },
          { header: t('columns.area'), width: 22, value: (r) => r.areaName },
          { header: t('columns.origin'), width: 12, value: (r) => t(`origin.${r.origin}`) },
          { header: t('columns.type'), width: 14, value: (r) => t(`type.${r.type}`) },
          { header: t('columns.amount'), width: 14, value: (r) => Number(r.amount) },
          { header: t('columns.quotas'), width: 10, value: (r) => r.quotas },
          { header: t('columns.startPeriod'), width: 12, value: (r) => r.startPeriod },
          { header: t('columns.taken'), width: 14, value: (r) => Number(r.takenAmount) },
          { header: t('columns.status'), width: 16, value: (r) => t(`discountStatus.${r.status}`) },
          { header: t('columns.observations'), width: 40, value: (r) => r.observations },
          { header: t('columns.createdBy'), width: 28, value: (r) => r.createdByName },
          { header: t('columns.createdAt'), width: 20, value: (r) => new Date(r.createdAt) },
        ],
        data,
      );
    },

    create: async (actor: Actor, origin: DiscountOrigin, body: TDiscountBody) => {
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
      return answer(actor.user, origin, id);
    },

    update: async (actor: Actor, origin: DiscountOrigin, body: TDiscountUpdateBody) => {
      const row = await load(actor.user, origin, body.id);
      if (row.status !== 'pending') throw conflict('INVALID_CHANGE');
      const facts = await employeeFor(db, actor.user, body.employeeId, { everyone: origin === 'workshop' });
      await assertDiscountFits(db, facts, body, row.origin);
      await db.transaction(async (tx) => {
        await move(tx, row.id, ['pending'], 'pending', {
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
      return answer(actor.user, origin, row.id);
    },

    /** pending → approved: its quotas are scheduled in the same transaction. */
    approve: async (actor: Actor, id: number) => {
      const row = await load(actor.user, 'payroll', id);
      await assertDecider(actor.user, row);
      assertCan(row.status, 'approved');
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
        await move(tx, id, ['pending'], 'approved', { approvedBy: actor.user.id, approvedAt: new Date() });
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
      return answer(actor.user, 'payroll', id);
    },

    anull: (actor: Actor, body: TReasonBody) => close(actor, body, 'anulled'),
    markNotDiscounted: (actor: Actor, body: TReasonBody) => close(actor, body, 'not_discounted'),
  };
};

export type PayrollDiscountService = ReturnType<typeof createPayrollDiscountService>;
