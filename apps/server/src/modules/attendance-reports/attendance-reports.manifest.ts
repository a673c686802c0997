import type { ModuleManifest } from '../../platform/module-manifest.ts';
import { attendanceReportsRoutes } from './attendance-reports.routes.ts';
import { createAttendanceReportsService } from './attendance-reports.service.ts';

export const attendanceReportsModule: ModuleManifest = {
  name: 'attendance-reports',
  setup: (ctx) => ({ routes: attendanceReportsRoutes(createAttendanceReportsService(ctx)) }),
};
