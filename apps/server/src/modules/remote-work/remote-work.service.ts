import {
  type Language,
  msg,
  type TRemoteWorkCreateBody,
  type TRemoteWorkUpdateBody,
  translateMessage,
} from '@zerg/shared';
import { eq, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { recordAudit } from '../../platform/audit/audit.service.ts';
import type { Actor, CurrentUser } from '../../platform/auth/current-user.ts';
import type { Deps } from '../../platform/deps.ts';
import { conflict, notFound } from '../../platform/errors/app-error.ts';
import { attendanceInputsChanged, OPEN_END } from '../../platform/events/attendance-inputs.ts';
import type { ExportDeps } from '../../platform/export/list-export.ts';
import { assertCanSee, scopeOf } from '../employees/index.ts';
import {
  findOverlap,
  findRemoteWork,
  findRemoteWorkItem,
  listRemoteWork,
  type RemoteWorkListParams,
} from './remote-work.repository.ts';
import { remoteWorkAssignments as rw } from './remote-work.table.ts';
import { remoteWorkExport } from './remote-work-export.ts';

type Fields = TRemoteWorkCreateBody;

/** Two active assignments of one employee never share a day; the message names the other one. */
const assertNoOverlap = async (db: DbOrTx, lang: Language, fields: Fields, exceptId?: number) => {
  const other = await findOverlap(db, { ...fields, exceptId });
  if (!other) return;
  const to = other.to ?? translateMessage(lang, 'columns.untilFurtherNotice');
  throw conflict('REMOTE_WORK_OVERLAP', {
    from: [msg('validation.remoteWorkOverlap', { from: other.from, to, id: other.id })],
  });
};

// One employee's assignments are written one at a time, so two requests cannot both pass the
// overlap check (the number is this module's advisory lock namespace).
const lockEmployee = (tx: DbOrTx, employeeId: number) =>
  tx.execute(sql`select pg_advisory_xact_lock(4242090, ${employeeId})`);

const columns = (fields: Fields) => ({
  employeeId: fields.employeeId,
  fromDate: fields.from,
  toDate: fields.to,
  weekdays: fields.weekdays,
  reason: fields.reason,
  notes: fields.notes,
});

export const createRemoteWorkService = (deps: Deps & ExportDeps) => {
  const { db } = deps;
  const load = async (user: CurrentUser, id: number) => {
    const row = await findRemoteWork(db, id);
    if (!row) throw notFound();
    await assertCanSee(db, user, row.employeeId);
    return row;
  };
  const answer = async (id: number) => {
    const item = await findRemoteWorkItem(db, id);
    if (!item) throw notFound();
    return item;
  };

  const changeStatus = async (actor: Actor, id: number, status: 'active' | 'inactive', lang: Language) => {
    const before = await load(actor.user, id);
    if (before.status === status) throw conflict('INVALID_CHANGE');
    await db.transaction(async (tx) => {
      await lockEmployee(tx, before.employeeId);
      if (status === 'active') {
        await assertNoOverlap(
          tx,
          lang,
          {
            employeeId: before.employeeId,
            from: before.fromDate,
            to: before.toDate,
            weekdays: before.weekdays,
            reason: before.reason,
            notes: before.notes,
          },
          id,
        );
      }
      await tx
        .update(rw)
        .set({ status, updatedBy: actor.user.id, updatedAt: new Date() })
        .where(eq(rw.id, id));
      await recordAudit(tx, actor, {
        action: status === 'active' ? 'activate' : 'inactivate',
        entity: 'remote_work',
        entityId: id,
        before: { status: before.status },
        after: { status },
      });
      await attendanceInputsChanged(tx, {
        employeeIds: [before.employeeId],
        from: before.fromDate,
        to: before.toDate ?? OPEN_END,
      });
    });
    return answer(id);
  };

  return {
    list: async (actor: Actor, query: RemoteWorkListParams) =>
      listRemoteWork(db, await scopeOf(db, actor.user), query),

    export: remoteWorkExport.answer.bind(null, deps),

    create: async (actor: Actor, body: TRemoteWorkCreateBody, lang: Language) => {
      await assertCanSee(db, actor.user, body.employeeId);
      const id = await db.transaction(async (tx) => {
        await lockEmployee(tx, body.employeeId);
        await assertNoOverlap(tx, lang, body);
        const [row] = await tx
          .insert(rw)
          .values({ ...columns(body), createdBy: actor.user.id, updatedBy: actor.user.id })
          .returning({ id: rw.id });
        const created = row?.id ?? 0;
        await recordAudit(tx, actor, {
          action: 'create',
          entity: 'remote_work',
          entityId: created,
          after: body,
        });
        await attendanceInputsChanged(tx, {
          employeeIds: [body.employeeId],
          from: body.from,
          to: body.to ?? OPEN_END,
        });
        return created;
      });
      return answer(id);
    },

    update: async (actor: Actor, body: TRemoteWorkUpdateBody, lang: Language) => {
      const { id, ...fields } = body;
      const before = await load(actor.user, id);
      await assertCanSee(db, actor.user, fields.employeeId);
      await db.transaction(async (tx) => {
        await lockEmployee(tx, fields.employeeId);
        if (before.status === 'active') await assertNoOverlap(tx, lang, fields, id);
        await tx
          .update(rw)
          .set({ ...columns(fields), updatedBy: actor.user.id, updatedAt: new Date() })
          .where(eq(rw.id, id));
        await recordAudit(tx, actor, {
          action: 'update',
          entity: 'remote_work',
          entityId: id,
          before,
          after: body,
        });
        for (const r of [
          { id: before.employeeId, from: before.fromDate, to: before.toDate },
          { id: fields.employeeId, ...fields },
        ])
          await attendanceInputsChanged(tx, { employeeIds: [r.id], from: r.from, to: r.to ?? OPEN_END });
      });
      return answer(id);
    },

    activate: (actor: Actor, id: number, lang: Language) => changeStatus(actor, id, 'active', lang),
    inactivate: (actor: Actor, id: number, lang: Language) => changeStatus(actor, id, 'inactive', lang),
  };
};

export type RemoteWorkService = ReturnType<typeof createRemoteWorkService>;
