import {
  type Language,
  msg,
  SECTION_IDS,
  type TAdditionalWorkCreateBody,
  type TAdditionalWorkListQuery,
  type TRejectBody,
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
import { findEmployeeFacts, scopeOf } from '../employees/index.ts';
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
  type AdditionalWorkListParams,
  findAdditionalWork,
  findAdditionalWorkItem,
  listAdditionalWork,
} from './additional-work.repository.ts';
import { additionalWorkRequests as aw } from './additional-work.table.ts';

/** Where the bell sends each reader (the web's section-45 screen, and the profile). */
export const ADDITIONAL_WORK_LINKS = {
  requests: '/rrhh/additional-work/requests',
  profile: '/profile',
} as const;

/** "2.50" → "2.5", "8.00" → "8": how hours read in a sentence. */
const hoursText = (hours: string) => String(Number(hours));

/** The employee must exist (404) and be in the caller's scope (403): a chief asks for their own area. */
const assertVisible = async (db: DbOrTx, user: CurrentUser, employeeId: number) => {
  const facts = await findEmployeeFacts(db, employeeId);
  if (!facts) throw notFound();
  const scope = await scopeOf(db, user);
  if (!scope.all && (scope.areaId === null || facts.areaId !== scope.areaId))
    throw forbidden('ROW_NOT_ALLOWED');
  return facts;
};

export const createAdditionalWorkService = ({ db, mail }: Deps) => {
  const SECTION = SECTION_IDS.ADDITIONAL_WORK;
  /** HR decides (every employee in scope); each row says whether the caller decides it and, when it went up a level, who does. */
  const { mayDecide: canDecide, decorate } = companyWideDecisions(db, SECTION);

  const answer = async (user: CurrentUser, id: number) => {
    const item = await findAdditionalWorkItem(db, id);
    if (!item) throw notFound();
    const [decorated] = await decorate(user, [item]);
    return decorated as NonNullable<typeof decorated>;
  };

  const load = async (user: CurrentUser, id: number) => {
    const row = await findAdditionalWork(db, id);
    if (!row) throw notFound();
    const facts = await assertVisible(db, user, row.employeeId);
    return { row, facts };
  };

  /** HR decides, never the requester nor the worker: a request of one of them goes up a level. */
  const assertDecider = async (user: CurrentUser, row: ApprovalRequest) => {
    assertNotOwnRequest(user, row);
    if (!(await canDecide(user))) throw forbidden('ROW_NOT_ALLOWED');
    await assertDecidesRequest(db, user, row, await decidersWithSection(db, SECTION), SECTION);
  };

  /** pending → approved | rejected, only if still pending when written: of two decisions one wins. */
  const markDecided = async (
    tx: DbOrTx,
    actor: Actor,
    id: number,
    status: 'approved' | 'rejected',
    rejectionReason: string | null,
  ) => {
    const [changed] = await tx
      .update(aw)
      .set({
        status,
        decidedBy: actor.user.id,
        decidedAt: new Date(),
        rejectionReason,
        updatedAt: new Date(),
      })
      .where(and(eq(aw.id, id), eq(aw.status, 'pending')))
      .returning({ id: aw.id });
    if (!changed) throw conflict('INVALID_CHANGE');
  };

  const decide = async (actor: Actor, id: number, status: 'approved' | 'rejected', reason: string | null) => {
    const { row, facts } = await load(actor.user, id);
    await assertDecider(actor.user, row);
    if (row.status !== 'pending') throw conflict('INVALID_CHANGE');
    await db.transaction(async (tx) => {
      // Approving pays the hours in their month: refused once that month's payroll is approved.
      if (status === 'approved') await assertPayMonthOpen(tx, row.employeeId, row.workDate);
      await markDecided(tx, actor, id, status, reason);
      await recordAudit(tx, actor, {
        action: status === 'approved' ? 'approve' : 'reject',
        entity: 'additional_work',
        entityId: id,
        before: { status: row.status },
        after: { status, rejectionReason: reason },
      });
      const params = {
        employee: facts.fullName,
        hours: hoursText(row.hours),
        date: row.workDate,
        reason: reason ?? '',
      };
      const key = `additionalWork.notify.${status}`;
      await notifyInTheirLanguage(tx, [row.requestedBy], {
        type: `additional_work.${status}`,
        key,
        params,
        link: ADDITIONAL_WORK_LINKS.requests,
      });
      // The employee hears of approved extra pay; a refusal stays between the chief and HR.
      const employeeUser = await userOfEmployee(tx, row.employeeId);
      if (status === 'approved' && employeeUser !== row.requestedBy)
        await notifyInTheirLanguage(tx, [employeeUser], {
          type: `additional_work.${status}`,
          key,
          params,
          link: ADDITIONAL_WORK_LINKS.profile,
        });
      await mail.sendEvent(
        tx,
        'additional_work.decided',
        { employee: facts.fullName, date: row.workDate, decision: status },
        { to: await mailRecipientsOf(tx, [row.requestedBy]) },
      );
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

    export: async (actor: Actor, query: TAdditionalWorkListQuery, lang: Language) => {
      const { data } = await listAdditionalWork(db, await scopeOf(db, actor.user), {
        ...query,
        page: 1,
        perPage: EXPORT_MAX_ROWS,
        sortDesc: query.sortDesc ?? false,
      });
      const t = (key: string) => translateMessage(lang, `additionalWork.${key}`);
      return toXlsx(
        t('columns.sheet'),
        [
          { header: t('columns.employee'), width: 34, value: (r) => r.employeeName },
          { header: t('columns.area'), width: 22, value: (r) => r.areaName },
          { header: t('columns.date'), width: 14, value: (r) => new Date(`${r.date}T00:00:00Z`) },
          { header: t('columns.hours'), width: 10, value: (r) => Number(r.hours) },
          { header: t('columns.payMode'), width: 12, value: (r) => t(`payMode.${r.payMode}`) },
          { header: t('columns.amount'), width: 14, value: (r) => (r.amount ? Number(r.amount) : null) },
          { header: t('columns.reason'), width: 40, value: (r) => r.reason },
          { header: t('columns.status'), width: 14, value: (r) => t(`status.${r.status}`) },
          { header: t('columns.requestedBy'), width: 28, value: (r) => r.requestedByName },
          { header: t('columns.requestedAt'), width: 20, value: (r) => new Date(r.requestedAt) },
          { header: t('columns.decidedBy'), width: 28, value: (r) => r.decidedByName },
          { header: t('columns.rejectionReason'), width: 34, value: (r) => r.rejectionReason },
        ],
        data,
      );
    },

    create: async (actor: Actor, body: TAdditionalWorkCreateBody) => {
      const facts = await assertVisible(db, actor.user, body.employeeId);
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
        await recordAudit(tx, actor, {
          action: 'create',
          entity: 'additional_work',
          entityId: created,
          after: body,
        });
        const { userIds: deciders } = await decidersOfRequest(
          tx,
          { requestedBy: actor.user.id, employeeId: body.employeeId },
          await decidersWithSection(tx, SECTION),
          SECTION,
        );
        await notifyInTheirLanguage(tx, deciders, {
          type: 'additional_work.submitted',
          key: 'additionalWork.notify.submitted',
          params: {
            requester: await userNameOf(tx, actor.user.id),
            employee: facts.fullName,
            hours: hoursText(body.hours),
            date: body.date,
          },
          link: ADDITIONAL_WORK_LINKS.requests,
        });
        await mail.sendEvent(tx, 'additional_work.submitted', {
          employee: facts.fullName,
          date: body.date,
          hours: hoursText(body.hours),
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
