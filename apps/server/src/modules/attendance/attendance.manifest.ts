import { type ModuleManifest, routesOf } from '../../platform/module-manifest.ts';
import { attendanceMarkRoutes } from './attendance-mark.routes.ts';
import { createAttendanceMarkService } from './attendance-mark.service.ts';
import { markExport } from './attendance-mark-export.ts';
import { attendanceRecomputeBatch } from './attendance-recompute-job.ts';
import { attendanceSettingsRoutes } from './attendance-settings.routes.ts';
import { createAttendanceSettingsService } from './attendance-settings.service.ts';
import { attendanceFillTask, registerAttendanceTriggers } from './attendance-triggers.ts';
import { justificationRoutes } from './justification.routes.ts';
import { createJustificationService } from './justification.service.ts';
import { kioskDeviceRoutes } from './kiosk-device.routes.ts';
import { createKioskDeviceService } from './kiosk-device.service.ts';
import { justificationExport } from './list-justifications.ts';

export const attendanceModule: ModuleManifest = {
  name: 'attendance',
  // Lower modules' schedule, vacation, holiday and remote-work writes recompute attendance days.
  listen: registerAttendanceTriggers,
  exports: [markExport, justificationExport],
  batches: () => ({ 'attendance-recompute': attendanceRecomputeBatch() }),
  setup: (ctx) => ({
    routes: routesOf(
      justificationRoutes(createJustificationService(ctx, ctx.storage)),
      attendanceSettingsRoutes(createAttendanceSettingsService(ctx)),
      attendanceMarkRoutes(createAttendanceMarkService(ctx, ctx.documentBatches)),
      kioskDeviceRoutes(createKioskDeviceService(ctx)),
    ),
    // The fill-in stores days nothing touched (tests call `fillAttendance` themselves).
    schedules: [attendanceFillTask(ctx.jobDb, ctx.config.schedules.attendanceFillCron, ctx.log)],
  }),
};
