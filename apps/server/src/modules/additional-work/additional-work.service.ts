import { msg, SECTION_IDS, type TAdditionalWorkCreateBody, type TRejectBody } from '@zerg/shared';
import type { Actor, CurrentUser } from '../../platform/auth/current-user.ts';
import type { Deps } from '../../platform/deps.ts';
import { badRequest, notFound } from '../../platform/errors/app-error.ts';
import type { ExportDeps } from '../../platform/export/list-export.ts';
import { assertPayMonthOpen } from '../attendance/index.ts';
import { scopeOf, visibleEmployeeFacts } from '../employees/index.ts';
import { singleDecisionFlow } from '../notifications/index.ts';
import {
  type AdditionalWorkListParams,
  findAdditionalWork,
  findAdditionalWorkItem,
  listAdditionalWork,
} from './additional-work.repository.ts';
import { additionalWorkRequests as aw } from './additional-work.table.ts';
import { additionalWorkExport } from './additional-work-export.ts';

/** Where the bell sends each reader (the web's section-45 screen, and the profile). */
export const ADDITIONAL_WORK_LINKS = {
  requests: '/rrhh/additional-work/requests',
  profile: '/profile',
} as const;

/** "2.50" → "2.5", "8.00" → "8": how hours read in a sentence. */
const hoursText = (hours: string) => String(Number(hours));

export const createAdditionalWorkService = (deps: Deps & ExportDeps) => {
  const { db, mail } = deps;
  /** HR decides, never the requester nor the worker: a request of one of them goes up a level. */
  const flow = singleDecisionFlow(
    { db, mail },
    {
      table: aw,
      sectionId: SECTION_IDS.ADDITIONAL_WORK,
      entity: 'additional_work',
      notices: { type: 'additional_work', key: 'additionalWork.notify' },
      mail: { submitted: 'additional_work.submitted', decided: 'additional_work.decided' },
      links: {
        deciders: ADDITIONAL_WORK_LINKS.requests,
        requester: ADDITIONAL_WORK_LINKS.requests,
        employee: ADDITIONAL_WORK_LINKS.profile,
      },
    },
  );
  const { decorate } = flow;

  const answer = async (user: CurrentUser, id: number) => {
    const item = await findAdditionalWorkItem(db, id);
    if (!item) throw notFound();
    const [decorated] = await decorate(user, [item]);
    return decorated as NonNullable<typeof decorated>;
  };

  const load = async (user: CurrentUser, id: number) => {
    const row = await findAdditionalWork(db, id);
    if (!row) throw notFound();
    const facts = await visibleEmployeeFacts(db, user, row.employeeId);
    return { row, facts };
  };

  const decide = async (actor: Actor, id: number, status: 'approved' | 'rejected', reason: string | null) => {
    const { row, facts } = await load(actor.user, id);
    await flow.decide(actor, row, {
      status,
      reason,
      // Approving pays the hours in their month: refused once that month's payroll is approved.
      prepare: async (tx) => {
        if (status === 'approved') await assertPayMonthOpen(tx, row.employeeId, row.workDate);
      },
      notice: () => ({
        employee: facts.fullName,
        hours: hoursText(row.hours),
        date: row.workDate,
        reason: reason ?? '',
      }),
      mail: () => ({ employee: facts.fullName, date: row.workDate, decision: status }),
    });
    return answer(actor.user, id);
  };

  return {
    list: async (actor: Actor, query: AdditionalWorkListParams) => {
      const page = await listAdditionalWork(db, await scopeOf(db, actor.user), query);
      return { ...page, data: await decorate(actor.user, page.data) };
    },

    get: async (actor: Actor, id: number) => {
      await load(actor.user, id);
      return answer(actor.user, id);
    },

    export: additionalWorkExport.answer.bind(null, deps),

    create: async (actor: Actor, body: TAdditionalWorkCreateBody) => {
      const facts = await visibleEmployeeFacts(db, actor.user, body.employeeId);
      if (!facts.isActive) throw badRequest('VALIDATION_ERROR', { employeeId: [msg('validation.inactive')] });
      if (body.date < facts.startDate)
        throw badRequest('VALIDATION_ERROR', {
          date: [msg('validation.minValue', { min: facts.startDate })],
        });
      await assertPayMonthOpen(db, body.employeeId, body.date);
      const id = await db.transaction(async (tx) => {
        const [row] = await tx
          .insert(aw)
          .values({
            employeeId: body.employeeId,
            workDate: body.date,
            hours: body.hours,
            reason: body.reason,
            payMode: body.payMode,
            amount: body.payMode === 'amount' ? body.amount : null,
            requestedBy: actor.user.id,
          })
          .returning({ id: aw.id });
        const created = row?.id ?? 0;
        await flow.submitted(tx, actor, {
          id: created,
          employeeId: body.employeeId,
          after: body,
          notice: { employee: facts.fullName, hours: hoursText(body.hours), date: body.date },
          mail: { employee: facts.fullName, date: body.date, hours: hoursText(body.hours) },
        });
        return created;
      });
      return answer(actor.user, id);
    },

    approve: (actor: Actor, id: number) => decide(actor, id, 'approved', null),
    reject: (actor: Actor, body: TRejectBody) => decide(actor, body.id, 'rejected', body.reason),
  };
};

export type AdditionalWorkService = ReturnType<typeof createAdditionalWorkService>;
