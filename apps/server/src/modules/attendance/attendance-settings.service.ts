import type { TAttendanceSettingsBody } from '@zerg/shared';
import { recordAudit } from '../../platform/audit/audit.service.ts';
import type { Actor } from '../../platform/auth/current-user.ts';
import type { BatchRunner } from '../../platform/batches/index.ts';
import type { Deps } from '../../platform/deps.ts';
import { limaToday } from '../../platform/time/lima-today.ts';
import { monthOf } from './attendance-period.ts';
import { liveAttendanceRecompute, startAttendanceRecompute } from './attendance-recompute-job.ts';
import {
  readAttendanceSettings,
  readLateTolerance,
  writeLateTolerance,
} from './attendance-settings.repository.ts';

/**
 * Payroll settings › General: the late tolerance. A change recomputes the open days of this month,
 * as a job the save queues (`attendance-recompute-job.ts`): the answer names it while it runs.
 */
export const createAttendanceSettingsService = ({
  db,
  documentBatches,
}: Deps & { documentBatches: BatchRunner }) => {
  const read = async () => ({
    ...(await readAttendanceSettings(db)),
    recomputeBatchId: await liveAttendanceRecompute(db),
  });
  return {
    get: read,

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
        await startAttendanceRecompute(tx, documentBatches, actor, monthOf(limaToday()));
      });
      return read();
    },
  };
};

export type AttendanceSettingsService = ReturnType<typeof createAttendanceSettingsService>;
