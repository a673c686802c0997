import { computeQuincena } from '@zerg/payroll-pe';
import {
  ADVANCE_TRANSITIONS,
  type AdvanceState,
  canChange,
  centsToMoney,
  type Language,
  moneyToCents,
  msg,
  periodToDate,
  SECTION_IDS,
  type TAdvanceBody,
  type TAdvanceListQuery,
  type TAdvancePayBody,
  type TQuincenaBody,
  type TQuincenaResult,
  type TReasonBody,
  translateMessage,
} from '@zerg/shared';
import { and, eq, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { recordAudit } from '../../platform/audit/audit.service.ts';
import type { Actor, CurrentUser } from '../../platform/auth/current-user.ts';
import { retryTransaction } from '../../platform/db/retry-transaction.ts';
import type { Deps } from '../../platform/deps.ts';
import { badRequest, conflict, notFound } from '../../platform/errors/app-error.ts';
import { payableApproved, payableWithdrawn } from '../../platform/events/payables.ts';
import { EXPORT_MAX_ROWS, toXlsx } from '../../platform/export/xlsx.ts';
import { limaToday } from '../../platform/time/lima-today.ts';
import { assertMonthsOpen } from '../attendance/index.ts';
import { assertWholeCompany, payrollFactsOf, scopeOf } from '../employees/index.ts';
import {
  assertDecidesRequest,
  companyWideDecisions,
  decidersWithSection,
  notifyInTheirLanguage,
  userOfEmployee,
} from '../notifications/index.ts';
import { payrollSettingsOf } from '../payroll-settings/index.ts';
import {
  type AdvanceListParams,
  advancedInMonth,
  findAdvance,
  findAdvanceItem,
  listAdvances,
  quincenaTakenIn,
} from './payroll-advance.repository.ts';
import { payrollAdvances as a } from './payroll-item.table.ts';
import { assertOpenPeriod, employeeFor, limaMonth } from './payroll-item-rules.ts';

/** `rate` × `salary` in cents, rounded down: the limit never exceeds the share. */
export const advanceLimitCents = (salary: string, rate: string): bigint => {
  const [units = '0', decimals = ''] = rate.split('.');
  const scaled = BigInt(units) * 10_000n + BigInt(`${decimals}0000`.slice(0, 4));
  return (moneyToCents(salary) * scaled) / 10_000n;
};

/**
 * Salary advances (payroll tab Adelanto de Sueldo, section 14): HR registers one for a worker,
 * approves or rejects it, records its payment, and the month's approved payroll deducts it.
 */
export const createPayrollAdvanceService = ({ db }: Deps) => {
  // HR decides (payroll holders who see everyone); a requested or approved advance can be refused.
  const decisions = companyWideDecisions(db, SECTION_IDS.PAYROLL, ['requested', 'approved']);

  const answer = async (user: CurrentUser, id: number) => {
    const item = await findAdvanceItem(db, await scopeOf(db, user), id);
    if (!item) throw notFound();
    const [decorated] = await decisions.decorate(user, [item]);
    return decorated as NonNullable<typeof decorated>;
  };

  const load = async (user: CurrentUser, id: number) => {
    await answer(user, id);
    const row = await findAdvance(db, id);
    if (!row) throw notFound();
    return row;
  };

  const move = async (
    tx: DbOrTx,
    row: { id: number; status: AdvanceState },
    to: AdvanceState,
    extra: Partial<typeof a.$inferInsert>,
  ) => {
    if (!canChange(ADVANCE_TRANSITIONS, row.status, to)) throw conflict('INVALID_CHANGE');
    const [changed] = await tx
      .update(a)
      .set({ ...extra, status: to, updatedAt: new Date() })
      .where(and(eq(a.id, row.id), eq(a.status, row.status)))
      .returning({ id: a.id });
    if (!changed) throw conflict('INVALID_CHANGE');
  };

  const change = async (
    actor: Actor,
    id: number,
    to: AdvanceState,
    extra: Partial<typeof a.$inferInsert>,
    after: (tx: DbOrTx, row: typeof a.$inferSelect) => Promise<void> = async () => {},
  ) => {
    const row = await load(actor.user, id);
    // Approving or refusing is HR's decision (payroll holders who see everyone), never its
    // requester's nor the worker's (one level up then).
    if (to === 'approved' || to === 'rejected')
      await assertDecidesRequest(
        db,
        actor.user,
        { requestedBy: row.createdBy, employeeId: row.employeeId },
        await decidersWithSection(db, SECTION_IDS.PAYROLL),
        SECTION_IDS.PAYROLL,
      );
    if (!canChange(ADVANCE_TRANSITIONS, row.status, to)) throw conflict('INVALID_CHANGE');
    // The advance's row first (the update), then its treasury movement: the order processing keeps.
    await retryTransaction(db, async (tx) => {
      await move(tx, row, to, extra);
      await recordAudit(tx, actor, {
        action: to,
        entity: 'payroll_advance',
        entityId: id,
        before: { status: row.status },
        after: { status: to, ...extra },
      });
      await after(tx, row);
    });
    return answer(actor.user, id);
  };

  return {
    list: async (actor: Actor, query: AdvanceListParams) => {
      const page = await listAdvances(db, await scopeOf(db, actor.user), query);
      return { total: page.total, data: await decisions.decorate(actor.user, page.data) };
    },
    get: (actor: Actor, id: number) => answer(actor.user, id),

    export: async (actor: Actor, query: TAdvanceListQuery, lang: Language) => {
      const { data } = await listAdvances(db, await scopeOf(db, actor.user), {
        ...query,
        page: 1,
        perPage: EXPORT_MAX_ROWS,
        sortDesc: query.sortDesc ?? false,
      });
      const t = (key: string) => translateMessage(lang, `payrollItems.${key}`);
      return toXlsx(
        t('columns.advances'),
        [
          { header: t('columns.employee'), width: 34, value: (r) => r.employeeName },
          { header: t('columns.area'), width: 22, value: (r) => r.areaName },
          { header: t('columns.amount'), width: 14, value: (r) => Number(r.amount) },
          { header: t('columns.period'), width: 12, value: (r) => r.period },
          { header: t('columns.status'), width: 14, value: (r) => t(`advanceStatus.${r.status}`) },
          { header: t('columns.reason'), width: 40, value: (r) => r.reason },
          { header: t('columns.paymentReference'), width: 22, value: (r) => r.paymentReference },
          { header: t('columns.createdBy'), width: 28, value: (r) => r.createdByName },
          { header: t('columns.createdAt'), width: 20, value: (r) => new Date(r.createdAt) },
        ],
        data,
      );
    },

    /**
     * The month's advances (this one included, refused ones left out) may not pass the company's
     * share of the salary. A lock per worker keeps two simultaneous requests from both fitting.
     */
    create: async (actor: Actor, body: TAdvanceBody) => {
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
            amount: [
              msg('validation.advanceLimit', { limit: centsToMoney(limit), used: centsToMoney(used) }),
            ],
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
      return answer(actor.user, id);
    },

    /**
     * The month's quincena: one approved advance per active worker (of the staff, when given) of
     * the company's share of the salary, prorated to the days employed by the 15th, each handed to
     * treasury to pay and deducted by the month's payroll like any advance. Workers who already
     * have one are skipped, so generating again after hiring someone adds only the newcomer.
     */
    generateQuincena: async (actor: Actor, body: TQuincenaBody): Promise<TQuincenaResult> => {
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
          ? await tx
              .insert(a)
              .values(rows)
              .returning({ id: a.id, employeeId: a.employeeId, amount: a.amount })
          : [];
        for (const row of created)
          await payableApproved(tx, {
            source: { kind: 'payroll_advance', id: row.id },
            requestedBy: actor.user.id,
            companyId: body.companyId,
            direction: 'expense',
            date: limaToday(),
            concept: `Quincena ${body.period}`,
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
    },

    approve: (actor: Actor, id: number) =>
      change(
        actor,
        id,
        'approved',
        { approvedBy: actor.user.id, approvedAt: new Date() },
        async (tx, row) => {
          await payableApproved(tx, {
            source: { kind: 'payroll_advance', id },
            requestedBy: actor.user.id,
            companyId: null,
            direction: 'expense',
            date: limaToday(),
            concept: `Adelanto de sueldo ${row.period.slice(0, 7)}`,
            payees: [{ employeeId: row.employeeId, amount: row.amount }],
          });
          await notifyInTheirLanguage(tx, [await userOfEmployee(tx, row.employeeId)], {
            type: 'payroll_advance.approved',
            key: 'payrollItems.notify.advanceApproved',
            params: { amount: row.amount, period: row.period.slice(0, 7) },
            link: '/profile',
          });
        },
      ),
    reject: (actor: Actor, body: TReasonBody) =>
      change(actor, body.id, 'rejected', { rejectedReason: body.reason }, async (tx, row) => {
        if (row.status === 'approved')
          await payableWithdrawn(tx, {
            source: { kind: 'payroll_advance', id: body.id },
            reason: 'canceled',
          });
      }),
    /**
     * Paid by hand (cash, outside treasury): the pending treasury movement is withdrawn and
     * bookkeeping posts the payment (Dr 1412 / Cr the account named, 101 Caja by default).
     */
    pay: (actor: Actor, body: TAdvancePayBody) =>
      change(
        actor,
        body.id,
        'paid',
        { paidAt: new Date(), paymentReference: body.paymentReference },
        async (tx) => {
          await payableWithdrawn(tx, {
            source: { kind: 'payroll_advance', id: body.id },
            reason: 'paid_elsewhere',
            paidFromAccountId: body.paidFromAccountId ?? null,
            reference: body.paymentReference,
          });
        },
      ),
  };
};

export type PayrollAdvanceService = ReturnType<typeof createPayrollAdvanceService>;
