import {
  type Language,
  type MarkKind,
  type MarkMethod,
  msg,
  type TDocumentBatchStarted,
  type TManualMarkBody,
  type TMarkListQuery,
  type TScheduleDay,
} from '@zerg/shared';
import { eq, lt, sql } from 'drizzle-orm';
import QRCode from 'qrcode';
import type { DbOrTx } from '../../db/client.ts';
import { recordAudit } from '../../platform/audit/audit.service.ts';
import type { Actor, CurrentUser } from '../../platform/auth/current-user.ts';
import type { BatchRunner } from '../../platform/batches/index.ts';
import type { Deps } from '../../platform/deps.ts';
import { AppError, badRequest, conflict, forbidden, notFound } from '../../platform/errors/app-error.ts';
import { limaToday } from '../../platform/time/lima-today.ts';
import { holidaysBetween } from '../calendar/index.ts';
import { campuses } from '../catalog/index.ts';
import {
  employeeExists,
  employees,
  findEmployeeFacts,
  scheduleDaysBetween,
  scopeOf,
} from '../employees/index.ts';
import { attendanceDays } from './attendance-day.table.ts';
import {
  findMark,
  findMarkItem,
  kindsOfDay,
  listMarks,
  marksInForce,
  recentMark,
} from './attendance-mark.repository.ts';
import { attendanceMarks } from './attendance-mark.table.ts';
import { type MarkExportParams, markListParams } from './attendance-mark-export.ts';
import { assertMonthsOpen } from './attendance-period.ts';
import { recomputeAttendance } from './attendance-recompute.ts';
import { attendanceKioskCodesUsed } from './kiosk-code.table.ts';
import {
  employeeCodeOf,
  KIOSK_CODE_GRACE_SECONDS,
  KIOSK_CODE_ROTATE_SECONDS,
  signKioskCode,
  verifyKioskCode,
} from './kiosk-code.ts';
import { activeDeviceById } from './kiosk-device.repository.ts';
import { requireKioskDevice } from './kiosk-device.service.ts';
import { attendanceKioskDevices } from './kiosk-device.table.ts';
import { addDays, fromLimaLocal, kindOf, limaParts, type ShiftOfDay, workDateOf } from './mark-day.ts';

type NewMark = {
  employeeId: number;
  method: MarkMethod;
  campusId: number | null;
  device: string | null;
  kioskDeviceId: number | null;
  recordedBy: number;
};

const shift = (d: TScheduleDay | null | undefined): ShiftOfDay =>
  d ? { dayOff: d.dayOff, entryTime: d.entryTime, exitTime: d.exitTime } : null;

const scheduleOfDay = (d: TScheduleDay | null | undefined) =>
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
const deviceOf = (userAgent: string | undefined) => (userAgent ? userAgent.slice(0, 300) : null);

// One employee's marks are written one at a time, so the minute rule and entry/exit hold when two
// scans race (the number is this module's advisory lock namespace).
const lockEmployee = (tx: DbOrTx, employeeId: number) =>
  tx.execute(sql`select pg_advisory_xact_lock(4242110, ${employeeId})`);

/** Where a mark at `at` goes for this employee: its work day and entry or exit. */
const placeFor = async (tx: DbOrTx, employeeId: number, at: Date) => {
  const today = limaParts(at).date;
  const schedule = (await scheduleDaysBetween(tx, [employeeId], addDays(today, -1), today)).get(employeeId);
  const workDate = workDateOf(at, shift(schedule?.get(addDays(today, -1))));
  const kinds = await kindsOfDay(tx, employeeId, workDate);
  return { workDate, kind: kindOf(at, workDate, shift(schedule?.get(workDate)), kinds) };
};

const ownEmployee = (user: CurrentUser): number => {
  if (!user.employeeId) throw forbidden('NO_EMPLOYEE_RECORD');
  return user.employeeId;
};

export const createAttendanceMarkService = ({ db, config }: Deps, batches: Pick<BatchRunner, 'start'>) => {
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

  const assertInScope = async (user: CurrentUser, employeeId: number) => {
    if (!(await employeeExists(db, employeeId))) throw notFound();
    const scope = await scopeOf(db, user);
    if (scope.all) return;
    const facts = await findEmployeeFacts(db, employeeId);
    if (scope.areaId === null || facts?.areaId !== scope.areaId) throw forbidden('ROW_NOT_ALLOWED');
  };

  return {
    /** The campuses a kiosk may stand in (the kiosk user may not read the catalogue's list). */
    campuses: () => db.select({ id: campuses.id, name: campuses.name }).from(campuses).orderBy(campuses.name),

    /**
     * A fresh code for the registered kiosk this request comes from, and its QR. A session alone,
     * without a registered device's token, gets none (see `requireKioskDevice`).
     */
    kioskCode: async (deviceHeader: string | string[] | undefined) => {
      const device = await requireKioskDevice(db, deviceHeader);
      const now = Date.now();
      // Used codes older than any valid code only wait to be dropped; the kiosk's refresh does it.
      await db
        .delete(attendanceKioskCodesUsed)
        .where(lt(attendanceKioskCodesUsed.usedAt, new Date(now - 10 * 60_000)));
      await db
        .update(attendanceKioskDevices)
        .set({ lastSeenAt: new Date(now) })
        .where(eq(attendanceKioskDevices.id, device.id));
      const code = signKioskCode(config.jwtSecret, device.id, now);
      const issuedAt = Math.floor(now / 1000) * 1000;
      return {
        code,
        deviceId: device.id,
        deviceName: device.name,
        campusId: device.campusId,
        campusName: device.campusName,
        issuedAt: new Date(issuedAt).toISOString(),
        expiresAt: new Date(
          issuedAt + (KIOSK_CODE_ROTATE_SECONDS + KIOSK_CODE_GRACE_SECONDS) * 1000,
        ).toISOString(),
        refreshInSeconds: KIOSK_CODE_ROTATE_SECONDS,
        qrSvg: await QRCode.toString(code, { type: 'svg', margin: 1, errorCorrectionLevel: 'M' }),
      };
    },

    /**
     * The signed-in employee marks with the code they scanned on a kiosk. The code must come from
     * a device that is still registered; the mark records it and takes its campus.
     */
    selfMark: async (actor: Actor, code: string, userAgent: string | undefined) => {
      const employeeId = ownEmployee(actor.user);
      const check = verifyKioskCode(config.jwtSecret, code, Date.now());
      if (!check.ok)
        throw badRequest(check.reason === 'expired' ? 'KIOSK_CODE_EXPIRED' : 'KIOSK_CODE_INVALID');
      const device = await activeDeviceById(db, check.deviceId);
      if (!device) throw forbidden('KIOSK_DEVICE_NOT_REGISTERED');
      return markNow(
        actor,
        {
          employeeId,
          method: 'self_qr',
          campusId: device.campusId,
          device: deviceOf(userAgent),
          kioskDeviceId: device.id,
          recordedBy: actor.user.id,
        },
        async (tx) => {
          const used = await tx
            .insert(attendanceKioskCodesUsed)
            .values({ employeeId, code: code.trim() })
            .onConflictDoNothing()
            .returning({ code: attendanceKioskCodesUsed.code });
          if (!used.length) throw conflict('KIOSK_CODE_REPLAYED');
        },
      );
    },

    /** The registered kiosk scans an employee's printed attendance QR. */
    kioskScan: async (actor: Actor, deviceHeader: string | string[] | undefined, employeeCode: string) => {
      const device = await requireKioskDevice(db, deviceHeader);
      const [employee] = await db
        .select({ id: employees.id })
        .from(employees)
        .where(eq(employees.attendanceCode, employeeCodeOf(employeeCode)));
      if (!employee) throw new AppError(404, 'EMPLOYEE_CODE_UNKNOWN');
      return markNow(actor, {
        employeeId: employee.id,
        method: 'kiosk_scan',
        campusId: device.campusId,
        device: `kiosk: ${device.name}`,
        kioskDeviceId: device.id,
        recordedBy: actor.user.id,
      });
    },

    /** HR types a forgotten mark, or corrects one (the old mark stays, superseded). */
    manual: async (actor: Actor, body: TManualMarkBody, userAgent: string | undefined) => {
      await assertInScope(actor.user, body.employeeId);
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
    },

    list: async (actor: Actor, query: TMarkListQuery) =>
      listMarks(db, await scopeOf(db, actor.user), markListParams(query)),

    /**
     * Starts the export job of the filtered marks (what the list would show, every page); the
     * caller follows it with `documents/batch/get` and downloads the workbook when it is done.
     */
    export: async (actor: Actor, query: TMarkListQuery, lang: Language): Promise<TDocumentBatchStarted> => {
      const params: MarkExportParams = { query, scope: await scopeOf(db, actor.user), lang };
      const batchId = await db.transaction((tx) => batches.start(tx, actor, 'attendance-marks', params));
      return { batchId };
    },

    /** The signed-in employee's own marks between two days. */
    myMarks: async (actor: Actor, from: string, to: string) =>
      marksInForce(db, [ownEmployee(actor.user)], from, to > addDays(from, 62) ? addDays(from, 62) : to),

    /** SPEC §7 get-employee-mark-schedule: today's schedule and marks, and what the next mark is. */
    markSchedule: async (actor: Actor) => {
      const employeeId = ownEmployee(actor.user);
      const now = new Date();
      const today = limaToday(now);
      const schedule = (await scheduleDaysBetween(db, [employeeId], addDays(today, -1), today)).get(
        employeeId,
      );
      const workDate = workDateOf(now, shift(schedule?.get(addDays(today, -1))));
      const marks = await marksInForce(db, [employeeId], workDate, workDate);
      return {
        date: workDate,
        serverTime: now.toISOString(),
        schedule: scheduleOfDay(schedule?.get(workDate)),
        marks,
        nextKind: kindOf(
          now,
          workDate,
          shift(schedule?.get(workDate)),
          marks.map((x) => x.kind),
        ) as MarkKind,
      };
    },

    /** SPEC §7 get-personal-working-days: the month of the signed-in employee, day by day. */
    workingDays: async (actor: Actor, year: number, month: number) => {
      const employeeId = ownEmployee(actor.user);
      const from = `${year}-${String(month).padStart(2, '0')}-01`;
      const to = addDays(
        `${month === 12 ? year + 1 : year}-${String((month % 12) + 1).padStart(2, '0')}-01`,
        -1,
      );
      const [schedule, holidays, computed, marks] = await Promise.all([
        scheduleDaysBetween(db, [employeeId], from, to),
        holidaysBetween(db, from, to),
        db
          .select()
          .from(attendanceDays)
          .where(
            sql`${attendanceDays.employeeId} = ${employeeId} and ${attendanceDays.workDate} between ${from} and ${to}`,
          ),
        marksInForce(db, [employeeId], from, to),
      ]);
      const own = schedule.get(employeeId);
      const days = [];
      for (let d = from; d <= to; d = addDays(d, 1)) {
        const c = computed.find((x) => x.workDate === d);
        const dayMarks = marks.filter((x) => x.workDate === d);
        days.push({
          date: d,
          weekday: ((new Date(`${d}T00:00:00Z`).getUTCDay() + 6) % 7) + 1,
          schedule: scheduleOfDay(own?.get(d)),
          holiday: holidays.find((h) => h.date === d)?.name ?? null,
          status: c?.status ?? null,
          firstEntryAt:
            c?.firstEntryAt?.toISOString() ?? dayMarks.find((x) => x.kind === 'entry')?.markedAt ?? null,
          lastExitAt:
            c?.lastExitAt?.toISOString() ??
            dayMarks.filter((x) => x.kind === 'exit').at(-1)?.markedAt ??
            null,
          lateMinutes: c?.lateMinutes ?? 0,
          workedMinutes: c?.workedMinutes ?? 0,
          marks: dayMarks.length,
        });
      }
      return { year, month, days };
    },
  };
};

export type AttendanceMarkService = ReturnType<typeof createAttendanceMarkService>;
