import {
  type Language,
  msg,
  SECTION_IDS,
  type TRejectBody,
  type TSalaryIncreaseCreateBody,
  translateMessage,
} from '@zerg/shared';
import type { Actor, CurrentUser } from '../../platform/auth/current-user.ts';
import type { Deps } from '../../platform/deps.ts';
import { badRequest, conflict, notFound } from '../../platform/errors/app-error.ts';
import type { ExportDeps } from '../../platform/export/list-export.ts';
import { assertPayMonthOpen } from '../attendance/index.ts';
import { changeSalary, isCurrentSalary, scopeOf, visibleEmployeeFacts } from '../employees/index.ts';
import { singleDecisionFlow } from '../notifications/index.ts';
import {
  findSalaryIncrease,
  findSalaryIncreaseItem,
  listSalaryIncreases,
  type SalaryIncreaseListParams,
} from './salary-increase.repository.ts';
import { salaryIncreaseRequests as si } from './salary-increase.table.ts';
import { salaryIncreaseExport } from './salary-increase-export.ts';

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

export const createSalaryIncreaseService = (deps: Deps & ExportDeps) => {
  const { db, mail } = deps;
  /**
   * Only HR (section 42 with every employee in scope) or the CEO decide, never the requester nor the
   * worker; a request of one of them goes up a level.
   */
  const flow = singleDecisionFlow(
    { db, mail },
    {
      table: si,
      sectionId: SECTION_IDS.SALARY_INCREASE,
      entity: 'salary_increase',
      notices: { type: 'salary_increase', key: 'salaryIncrease.notify' },
      mail: { submitted: 'salary_increase.submitted', decided: 'salary_increase.decided' },
      links: {
        deciders: SALARY_INCREASE_LINKS.approvals,
        requester: SALARY_INCREASE_LINKS.requests,
        employee: SALARY_INCREASE_LINKS.profile,
      },
    },
  );
  const { decorate } = flow;

  const answer = async (user: CurrentUser, id: number) => {
    const item = await findSalaryIncreaseItem(db, id);
    if (!item) throw notFound();
    const [decorated] = await decorate(user, [item]);
    return decorated as NonNullable<typeof decorated>;
  };

  const load = async (user: CurrentUser, id: number) => {
    const row = await findSalaryIncrease(db, id);
    if (!row) throw notFound();
    const facts = await visibleEmployeeFacts(db, user, row.employeeId);
    return { row, facts };
  };

  return {
    list: async (actor: Actor, query: SalaryIncreaseListParams) => {
      const page = await listSalaryIncreases(db, await scopeOf(db, actor.user), query);
      return { ...page, data: await decorate(actor.user, page.data) };
    },

    get: async (actor: Actor, id: number) => {
      await load(actor.user, id);
      return answer(actor.user, id);
    },

    export: salaryIncreaseExport.answer.bind(null, deps),

    create: async (actor: Actor, body: TSalaryIncreaseCreateBody) => {
      const facts = await visibleEmployeeFacts(db, actor.user, body.employeeId);
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
        await flow.submitted(tx, actor, {
          id: created,
          employeeId: body.employeeId,
          after: { ...body, currentSalary: facts.salary },
          notice: {
            employee: facts.fullName,
            amount: money(facts.currency, body.newSalary),
            date: body.effectiveDate,
          },
          mail: { employee: facts.fullName, amount: money(facts.currency, body.newSalary) },
        });
        return created;
      });
      return answer(actor.user, id);
    },

    approve: async (actor: Actor, id: number) => {
      const { row, facts } = await load(actor.user, id);
      await flow.decide(actor, row, {
        status: 'approved',
        reason: null,
        // The month may have closed since the request: a closed month's pay never changes.
        prepare: (tx) => assertPayMonthOpen(tx, row.employeeId, row.effectiveDate, { onward: true }),
        apply: async (tx) => {
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
          return change;
        },
        audit: (change) => ({
          before: { status: row.status, salary: change?.oldSalary },
          after: { status: 'approved', salary: change?.newSalary, effectiveDate: row.effectiveDate },
        }),
        notice: (change) => ({
          employee: facts.fullName,
          amount: money(change?.currency ?? row.currency, row.newSalary),
          date: row.effectiveDate,
        }),
        mail: (change) => ({
          employee: facts.fullName,
          amount: money(change?.currency ?? row.currency, row.newSalary),
          decision: 'approved',
        }),
      });
      return answer(actor.user, id);
    },

    reject: async (actor: Actor, body: TRejectBody) => {
      const { row, facts } = await load(actor.user, body.id);
      const amount = money(row.currency, row.newSalary);
      await flow.decide(actor, row, {
        status: 'rejected',
        reason: body.reason,
        notice: () => ({ employee: facts.fullName, amount, reason: body.reason }),
        mail: () => ({ employee: facts.fullName, amount, decision: 'rejected' }),
      });
      return answer(actor.user, body.id);
    },
  };
};

export type SalaryIncreaseService = ReturnType<typeof createSalaryIncreaseService>;
