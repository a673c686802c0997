import { msg, type TManualMarkBody } from '@zerg/shared';
import { eq } from 'drizzle-orm';
import { recordAudit } from '../../platform/audit/audit.service.ts';
import type { Actor } from '../../platform/auth/current-user.ts';
import { badRequest, conflict } from '../../platform/errors/app-error.ts';
import { assertCanSee, scheduleDaysBetween } from '../employees/index.ts';
import { findMark } from './attendance-mark.repository.ts';
import { attendanceMarks } from './attendance-mark.table.ts';
import { deviceOf, lockEmployee, type MarkContext, shift } from './attendance-mark-context.ts';
import { assertMonthsOpen } from './attendance-period.ts';
import { recomputeAttendance } from './attendance-recompute.ts';
import { addDays, fromLimaLocal, limaParts, workDateOf } from './mark-day.ts';

/** HR types a forgotten mark, or corrects one (the old mark stays, superseded). */
export const manualMark =
  ({ db, answer }: MarkContext) =>
  async (actor: Actor, body: TManualMarkBody, userAgent: string | undefined) => {
    await assertCanSee(db, actor.user, body.employeeId);
    const at = fromLimaLocal(body.markedAt);
    if (at.getTime() > Date.now())
      throw badRequest('VALIDATION_ERROR', { markedAt: [msg('validation.invalid')] });
    const id = await db.transaction(async (tx) => {
      await lockEmployee(tx, body.employeeId);
      const old = body.supersedesId ? await findMark(tx, body.supersedesId) : null;
      if (body.supersedesId) {
        if (!old || old.employeeId !== body.employeeId)
          throw badRequest('VALIDATION_ERROR', { supersedesId: [msg('validation.invalid')] });
        const [already] = await tx
          .select({ id: attendanceMarks.id })
          .from(attendanceMarks)
          .where(eq(attendanceMarks.supersedesId, old.id));
        if (already) throw conflict('INVALID_CHANGE');
      }
      const today = limaParts(at).date;
      const schedule = (await scheduleDaysBetween(tx, [body.employeeId], addDays(today, -1), today)).get(
        body.employeeId,
      );
      const workDate = workDateOf(at, shift(schedule?.get(addDays(today, -1))));
      const days = old ? [workDate, old.workDate] : [workDate];
      await assertMonthsOpen(tx, [body.employeeId], days);
      const [row] = await tx
        .insert(attendanceMarks)
        .values({
          employeeId: body.employeeId,
          workDate,
          markedAt: at,
          kind: body.kind,
          method: 'manual',
          campusId: body.campusId ?? null,
          device: deviceOf(userAgent),
          kioskDeviceId: null,
          reason: body.reason,
          supersedesId: old?.id ?? null,
          recordedBy: actor.user.id,
        })
        .returning({ id: attendanceMarks.id });
      const created = row?.id ?? 0;
      await recordAudit(tx, actor, {
        action: old ? 'correct' : 'create',
        entity: 'attendance_mark',
        entityId: created,
        before: old,
        after: { ...body, workDate },
      });
      const sorted = [...days].sort();
      await recomputeAttendance(tx, {
        employeeIds: [body.employeeId],
        from: sorted[0] ?? workDate,
        to: sorted.at(-1) ?? workDate,
      });
      return created;
    });
    return answer(id);
  };
