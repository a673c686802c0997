import type { TUpdateMultipleScheduleBody, TUpdateScheduleBody } from '@zerg/shared';
import { and, inArray, sql } from 'drizzle-orm';
import { recordAudit } from '../../platform/audit/audit.service.ts';
import type { Actor } from '../../platform/auth/current-user.ts';
import type { Deps } from '../../platform/deps.ts';
import { notFound } from '../../platform/errors/app-error.ts';
import { attendanceInputsChanged, OPEN_END } from '../../platform/events/attendance-inputs.ts';
import { employees } from './employee.table.ts';
import { employeeJobs } from './employee-job.table.ts';
import { scopeCondition } from './employee-list.repository.ts';
import { findSchedules, saveSchedule } from './employee-schedule.repository.ts';
import { assertCanSee, OWN_OR_EMPLOYEES, scopeOf } from './employee-scope.ts';

const today = () => new Date().toISOString().slice(0, 10);

export const createScheduleService = ({ db }: Deps) => ({
  get: async (actor: Actor, employeeId: number) => {
    await assertCanSee(db, actor.user, employeeId, OWN_OR_EMPLOYEES);
    return findSchedules(db, employeeId, today());
  },

  update: async (actor: Actor, body: TUpdateScheduleBody) => {
    await assertCanSee(db, actor.user, body.employee_id);
    await db.transaction(async (tx) => {
      await saveSchedule(tx, [body.employee_id], body.effectiveFrom, body.days, actor.user.id);
      await attendanceInputsChanged(tx, {
        employeeIds: [body.employee_id],
        from: body.effectiveFrom,
        to: OPEN_END,
      });
      await recordAudit(tx, actor, {
        action: 'update_schedule',
        entity: 'employee',
        entityId: body.employee_id,
        after: body,
      });
    });
    return findSchedules(db, body.employee_id, today());
  },

  /** One schedule for many people at once: all of them must exist and be within the user's scope (else 404). */
  updateMany: async (actor: Actor, body: TUpdateMultipleScheduleBody) => {
    const ids = [...new Set(body.employee_ids)];
    const scope = await scopeOf(db, actor.user);
    const [visible] = await db
      .select({ n: sql<number>`count(*)::int` })
      .from(employees)
      .leftJoin(employeeJobs, sql`${employeeJobs.employeeId} = ${employees.id}`)
      .where(and(inArray(employees.id, ids), scopeCondition(scope)));
    // Someone unknown and someone outside the scope answer alike (404), as `assertCanSee` does.
    if ((visible?.n ?? 0) !== ids.length) throw notFound();
    await db.transaction(async (tx) => {
      await saveSchedule(tx, ids, body.effectiveFrom, body.days, actor.user.id);
      await attendanceInputsChanged(tx, { employeeIds: ids, from: body.effectiveFrom, to: OPEN_END });
      await recordAudit(tx, actor, {
        action: 'update_schedule_many',
        entity: 'employee',
        entityId: null,
        after: { ...body, employee_ids: ids },
      });
    });
    return { updated: ids.length };
  },
});

export type ScheduleService = ReturnType<typeof createScheduleService>;
