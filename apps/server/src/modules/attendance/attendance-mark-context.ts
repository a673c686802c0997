import type { MarkMethod, TScheduleDay } from '@zerg/shared';
import { sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { recordAudit } from '../../platform/audit/audit.service.ts';
import type { Actor, CurrentUser } from '../../platform/auth/current-user.ts';
import type { BatchRunner } from '../../platform/batches/index.ts';
import type { Deps } from '../../platform/deps.ts';
import { forbidden, notFound } from '../../platform/errors/app-error.ts';
import { scheduleDaysBetween } from '../employees/index.ts';
import { findMarkItem, kindsOfDay, recentMark } from './attendance-mark.repository.ts';
import { attendanceMarks } from './attendance-mark.table.ts';
import { assertMonthsOpen } from './attendance-period.ts';
import { recomputeAttendance } from './attendance-recompute.ts';
import { addDays, kindOf, limaParts, type ShiftOfDay, workDateOf } from './mark-day.ts';

type NewMark = {
  employeeId: number;
  method: MarkMethod;
  campusId: number | null;
  device: string | null;
  kioskDeviceId: number | null;
  recordedBy: number;
};

export const shift = (d: TScheduleDay | null | undefined): ShiftOfDay =>
  d ? { dayOff: d.dayOff, entryTime: d.entryTime, exitTime: d.exitTime } : null;

export const scheduleOfDay = (d: TScheduleDay | null | undefined) =>
  d
    ? {
        dayOff: d.dayOff,
        entryTime: d.entryTime,
        breakStart: d.breakStart,
        breakEnd: d.breakEnd,
        exitTime: d.exitTime,
      }
    : null;

/** The device a mark records: the browser's user agent, cut to a sane length. */
export const deviceOf = (userAgent: string | undefined) => (userAgent ? userAgent.slice(0, 300) : null);

// One employee's marks are written one at a time, so the minute rule and entry/exit hold when two
// scans race (the number is this module's advisory lock namespace).
export const lockEmployee = (tx: DbOrTx, employeeId: number) =>
  tx.execute(sql`select pg_advisory_xact_lock(4242110, ${employeeId})`);

/** Where a mark at `at` goes for this employee: its work day and entry or exit. */
const placeFor = async (tx: DbOrTx, employeeId: number, at: Date) => {
  const today = limaParts(at).date;
  const schedule = (await scheduleDaysBetween(tx, [employeeId], addDays(today, -1), today)).get(employeeId);
  const workDate = workDateOf(at, shift(schedule?.get(addDays(today, -1))));
  const kinds = await kindsOfDay(tx, employeeId, workDate);
  return { workDate, kind: kindOf(at, workDate, shift(schedule?.get(workDate)), kinds) };
};

export const ownEmployee = (user: CurrentUser): number => {
  if (!user.employeeId) throw forbidden('NO_EMPLOYEE_RECORD');
  return user.employeeId;
};

/** What the mark use cases share: the answer of a mark, and writing one stamped now. */
export const markContext = ({ db, config }: Deps, batches: Pick<BatchRunner, 'start'>) => {
  const answer = async (id: number) => {
    const item = await findMarkItem(db, id);
    if (!item) throw notFound();
    return item;
  };

  /**
   * Writes one mark stamped now, unless the employee marked in the last minute (that mark is the
   * answer). Entry or exit and the work day come from the schedule (mark-day.ts).
   */
  const markNow = async (actor: Actor, mark: NewMark, beforeInsert?: (tx: DbOrTx) => Promise<void>) => {
    const result = await db.transaction(async (tx) => {
      await lockEmployee(tx, mark.employeeId);
      if (beforeInsert) await beforeInsert(tx);
      const at = new Date();
      const existing = await recentMark(tx, mark.employeeId, at);
      if (existing) return { id: existing, duplicate: true };
      const { workDate, kind } = await placeFor(tx, mark.employeeId, at);
      await assertMonthsOpen(tx, [mark.employeeId], [workDate]);
      const [row] = await tx
        .insert(attendanceMarks)
        .values({ ...mark, workDate, kind, markedAt: at })
        .returning({ id: attendanceMarks.id });
      const id = row?.id ?? 0;
      await recordAudit(tx, actor, {
        action: 'mark',
        entity: 'attendance_mark',
        entityId: id,
        after: { ...mark, workDate, kind, markedAt: at },
      });
      await recomputeAttendance(tx, { employeeIds: [mark.employeeId], from: workDate, to: workDate });
      return { id, duplicate: false };
    });
    return { mark: await answer(result.id), duplicate: result.duplicate };
  };

  return { db, config, batches, answer, markNow };
};

export type MarkContext = ReturnType<typeof markContext>;
