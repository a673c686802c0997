import type { TAttendanceSettingsBody } from '@zerg/shared';
import { recordAudit } from '../../platform/audit/audit.service.ts';
import type { Actor } from '../../platform/auth/current-user.ts';
import type { Deps } from '../../platform/deps.ts';
import { limaToday } from '../../platform/time/lima-today.ts';
import { employmentDates } from '../employees/index.ts';
import { monthOf } from './attendance-period.ts';
import { recomputeAttendance } from './attendance-recompute.ts';
import {
  readAttendanceSettings,
  readLateTolerance,
  writeLateTolerance,
} from './attendance-settings.repository.ts';

/** Payroll settings › General: the late tolerance. A change recomputes the open days of this month. */
export const createAttendanceSettingsService = ({ db }: Deps) => ({
  get: () => readAttendanceSettings(db),

  update: async (actor: Actor, body: TAttendanceSettingsBody) => {
    await db.transaction(async (tx) => {
      const before = await readLateTolerance(tx);
      await writeLateTolerance(tx, body.lateToleranceMinutes, actor.user.id);
      await recordAudit(tx, actor, {
        action: 'update',
        entity: 'attendance_settings',
        entityId: 1,
        before: { lateToleranceMinutes: before },
        after: body,
      });
      if (before === body.lateToleranceMinutes) return;
      // Earlier months keep the tolerance they were computed with; a closed month is never touched.
      const today = limaToday();
      const from = monthOf(today);
      const people = await employmentDates(tx, 'all', { from, to: today });
      await recomputeAttendance(tx, { employeeIds: people.map((p) => p.employeeId), from, to: today });
    });
    return readAttendanceSettings(db);
  },
});

export type AttendanceSettingsService = ReturnType<typeof createAttendanceSettingsService>;
