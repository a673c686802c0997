import {
  type Language,
  msg,
  SECTION_IDS,
  type TRejectBody,
  type TSalaryIncreaseCreateBody,
  type TSalaryIncreaseListQuery,
  translateMessage,
} from '@zerg/shared';
import { and, eq } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { recordAudit } from '../../platform/audit/audit.service.ts';
import type { Actor, CurrentUser } from '../../platform/auth/current-user.ts';
import type { Deps } from '../../platform/deps.ts';
import { badRequest, conflict, forbidden, notFound } from '../../platform/errors/app-error.ts';
import { EXPORT_MAX_ROWS, toXlsx } from '../../platform/export/xlsx.ts';
import { assertPayMonthOpen } from '../attendance/index.ts';
import { changeSalary, findEmployeeFacts, isCurrentSalary, scopeOf } from '../employees/index.ts';
import {
  type ApprovalRequest,
  assertDecidesRequest,
  assertNotOwnRequest,
  companyWideDecisions,
  decidersOfRequest,
  decidersWithSection,
  mailRecipientsOf,
  notifyInTheirLanguage,
  userNameOf,
  userOfEmployee,
} from '../notifications/index.ts';
import {
  findSalaryIncrease,
  findSalaryIncreaseItem,
  listSalaryIncreases,
  type SalaryIncreaseListParams,
} from './salary-increase.repository.ts';
import { salaryIncreaseRequests as si } from './salary-increase.table.ts';

/** Where the bell sends each reader (the web's screens of sections 42 and 44, and the profile). */
export const SALARY_INCREASE_LINKS = {
  approvals: '/rrhh/salary-increase/approvals',
  requests: '/rrhh/salary-increase/requests',
  profile: '/profile',
} as const;

/** The answer when the new salary is the one the employee already earns (SPEC §8's label). */
const sameAsOld = () => conflict('SAME_AS_OLD_VALUE', { newSalary: ['errors.SAME_AS_OLD_VALUE'] });

/** The salary history and the records are written in the company's language. */
const RECORD_LANGUAGE: Language = 'es';

const money = (currency: string, amount: string) => `${currency} ${amount}`;

/**
 * The employee must exist (404) and be in the caller's scope (403): a chief asks only for their own
 * area's people; HR, the CEO and administration for anyone (the employees module's `scopeOf`).
 */
const assertVisible = async (db: DbOrTx, user: CurrentUser, employeeId: number) => {
  const facts = await findEmployeeFacts(db, employeeId);
  if (!facts) throw notFound();
  const scope = await scopeOf(db, user);
  if (!scope.all && (scope.areaId === null || facts.areaId !== scope.areaId))
    throw forbidden('ROW_NOT_ALLOWED');
  return facts;
};

export const createSalaryIncreaseService = ({ db, mail }: Deps) => {
  const SECTION = SECTION_IDS.SALARY_INCREASE;
  /** HR decides (every employee in scope); each row says whether the caller decides it and, when it went up a level, who does. */
  const { mayDecide: canDecide, decorate } = companyWideDecisions(db, SECTION);

  const answer = async (user: CurrentUser, id: number) => {
    const item = await findSalaryIncreaseItem(db, id);
    if (!item) throw notFound();
    const [decorated] = await decorate(user, [item]);
    return decorated as NonNullable<typeof decorated>;
  };

  const load = async (user: CurrentUser, id: number) => {
    const row = await findSalaryIncrease(db, id);
    if (!row) throw notFound();
    const facts = await assertVisible(db, user, row.employeeId);
    return { row, facts };
  };

  /**
   * Only HR (section 42 with every employee in scope) or the CEO decide, never the requester nor the
   * worker; a request of one of them goes up a level (`assertDecidesRequest`).
   */
  const assertDecider = async (user: CurrentUser, row: ApprovalRequest) => {
    assertNotOwnRequest(user, row);
    if (!(await canDecide(user))) throw forbidden('ROW_NOT_ALLOWED');
    await assertDecidesRequest(db, user, row, await decidersWithSection(db, SECTION), SECTION);
  };

  /**
   * pending → approved | rejected. The status changes only if it is still pending when the row is
   * written, so of two simultaneous decisions one wins and the other answers 409.
   */
  const markDecided = async (
    tx: DbOrTx,
    actor: Actor,
    id: number,
    status: 'approved' | 'rejected',
    rejectionReason: string | null,
  ) => {
    const [changed] = await tx
      .update(si)
      .set({
        status,
        decidedBy: actor.user.id,
        decidedAt: new Date(),
        rejectionReason,
        updatedAt: new Date(),
      })
      .where(and(eq(si.id, id), eq(si.status, 'pending')))
      .returning({ id: si.id });
    if (!changed) throw conflict('INVALID_CHANGE');
  };

  const listParams = (query: TSalaryIncreaseListQuery): SalaryIncreaseListParams => ({
    ...query,
    page: 1,
    perPage: EXPORT_MAX_ROWS,
    sortDesc: query.sortDesc ?? false,
  });

  return {
    list: async (actor: Actor, query: SalaryIncreaseListParams) => {
      const page = await listSalaryIncreases(db, await scopeOf(db, actor.user), query);
      return { ...page, data: await decorate(actor.user, page.data) };
    },

    get: async (actor: Actor, id: number) => {
      await load(actor.user, id);
      return answer(actor.user, id);
    },

    export: async (actor: Actor, query: TSalaryIncreaseListQuery, lang: Language) => {
      const { data } = await listSalaryIncreases(db, await scopeOf(db, actor.user), listParams(query));
      const t = (key: string) => translateMessage(lang, `salaryIncrease.columns.${key}`);
      const day = (d: string) => new Date(`${d}T00:00:00Z`);
      return toXlsx(
        t('sheet'),
        [
          { header: t('employee'), width: 34, value: (r) => r.employeeName },
          { header: t('area'), width: 22, value: (r) => r.areaName },
          { header: t('currentSalary'), width: 16, value: (r) => Number(r.currentSalary) },
          { header: t('newSalary'), width: 16, value: (r) => Number(r.newSalary) },
          { header: t('effectiveDate'), width: 14, value: (r) => day(r.effectiveDate) },
          { header: t('reason'), width: 40, value: (r) => r.reason },
          {
            header: t('status'),
            width: 14,
            value: (r) => translateMessage(lang, `salaryIncrease.status.${r.status}`),
          },
          { header: t('requestedBy'), width: 28, value: (r) => r.requestedByName },
          { header: t('requestedAt'), width: 20, value: (r) => new Date(r.requestedAt) },
          { header: t('decidedBy'), width: 28, value: (r) => r.decidedByName },
          { header: t('rejectionReason'), width: 34, value: (r) => r.rejectionReason },
        ],
        data,
      );
    },

    create: async (actor: Actor, body: TSalaryIncreaseCreateBody) => {
      const facts = await assertVisible(db, actor.user, body.employeeId);
      if (!facts.isActive) throw badRequest('VALIDATION_ERROR', { employeeId: [msg('validation.inactive')] });
      if (await isCurrentSalary(db, body.employeeId, body.newSalary)) throw sameAsOld();
      await assertPayMonthOpen(db, body.employeeId, body.effectiveDate, { onward: true });
      const id = await db.transaction(async (tx) => {
        const [row] = await tx
          .insert(si)
          .values({
            employeeId: body.employeeId,
            currentSalary: facts.salary,
            newSalary: body.newSalary,
            currency: facts.currency,
            reason: body.reason,
            effectiveDate: body.effectiveDate,
            requestedBy: actor.user.id,
          })
          .returning({ id: si.id });
        const created = row?.id ?? 0;
        await recordAudit(tx, actor, {
          action: 'create',
          entity: 'salary_increase',
          entityId: created,
          after: { ...body, currentSalary: facts.salary },
        });
        const requester = await userNameOf(tx, actor.user.id);
        const { userIds: deciders } = await decidersOfRequest(
          tx,
          { requestedBy: actor.user.id, employeeId: body.employeeId },
          await decidersWithSection(tx, SECTION),
          SECTION,
        );
        await notifyInTheirLanguage(tx, deciders, {
          type: 'salary_increase.submitted',
          key: 'salaryIncrease.notify.submitted',
          params: {
            requester,
            employee: facts.fullName,
            amount: money(facts.currency, body.newSalary),
            date: body.effectiveDate,
          },
          link: SALARY_INCREASE_LINKS.approvals,
        });
        await mail.sendEvent(tx, 'salary_increase.submitted', {
          employee: facts.fullName,
          amount: money(facts.currency, body.newSalary),
        });
        return created;
      });
      return answer(actor.user, id);
    },

    approve: async (actor: Actor, id: number) => {
      const { row, facts } = await load(actor.user, id);
      await assertDecider(actor.user, row);
      if (row.status !== 'pending') throw conflict('INVALID_CHANGE');
      await db.transaction(async (tx) => {
        // The month may have closed since the request: a closed month's pay never changes.
        await assertPayMonthOpen(tx, row.employeeId, row.effectiveDate, { onward: true });
        await markDecided(tx, actor, id, 'approved', null);
        // The salary may have changed since the request: the same amount again is refused, and
        // nothing of the decision stays written.
        const change = await changeSalary(tx, {
          employeeId: row.employeeId,
          newSalary: row.newSalary,
          effectiveDate: row.effectiveDate,
          reason: translateMessage(
            RECORD_LANGUAGE,
            msg('salaryIncrease.historyReason', { id, reason: row.reason }),
          ).slice(0, 1000),
          changedBy: actor.user.id,
        });
        if (!change.changed) throw sameAsOld();
        await recordAudit(tx, actor, {
          action: 'approve',
          entity: 'salary_increase',
          entityId: id,
          before: { status: row.status, salary: change.oldSalary },
          after: { status: 'approved', salary: change.newSalary, effectiveDate: row.effectiveDate },
        });
        const employeeUser = await userOfEmployee(tx, row.employeeId);
        const params = {
          employee: facts.fullName,
          amount: money(change.currency, row.newSalary),
          date: row.effectiveDate,
        };
        await notifyInTheirLanguage(tx, [row.requestedBy], {
          type: 'salary_increase.approved',
          key: 'salaryIncrease.notify.approved',
          params,
          link: SALARY_INCREASE_LINKS.requests,
        });
        // The employee hears of their own raise once it is decided, never of a request or refusal.
        if (employeeUser !== row.requestedBy)
          await notifyInTheirLanguage(tx, [employeeUser], {
            type: 'salary_increase.approved',
            key: 'salaryIncrease.notify.approved',
            params,
            link: SALARY_INCREASE_LINKS.profile,
          });
        await mail.sendEvent(
          tx,
          'salary_increase.decided',
          { employee: facts.fullName, amount: params.amount, decision: 'approved' },
          { to: await mailRecipientsOf(tx, [row.requestedBy]) },
        );
      });
      return answer(actor.user, id);
    },

    reject: async (actor: Actor, body: TRejectBody) => {
      const { row, facts } = await load(actor.user, body.id);
      await assertDecider(actor.user, row);
      if (row.status !== 'pending') throw conflict('INVALID_CHANGE');
      await db.transaction(async (tx) => {
        await markDecided(tx, actor, body.id, 'rejected', body.reason);
        await recordAudit(tx, actor, {
          action: 'reject',
          entity: 'salary_increase',
          entityId: body.id,
          before: { status: row.status },
          after: { status: 'rejected', rejectionReason: body.reason },
        });
        await notifyInTheirLanguage(tx, [row.requestedBy], {
          type: 'salary_increase.rejected',
          key: 'salaryIncrease.notify.rejected',
          params: {
            employee: facts.fullName,
            amount: money(row.currency, row.newSalary),
            reason: body.reason,
          },
          link: SALARY_INCREASE_LINKS.requests,
        });
        await mail.sendEvent(
          tx,
          'salary_increase.decided',
          { employee: facts.fullName, amount: money(row.currency, row.newSalary), decision: 'rejected' },
          { to: await mailRecipientsOf(tx, [row.requestedBy]) },
        );
      });
      return answer(actor.user, body.id);
    },
  };
};

export type SalaryIncreaseService = ReturnType<typeof createSalaryIncreaseService>;
