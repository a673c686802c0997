import type { ModuleManifest } from '../../platform/module-manifest.ts';
import { attendanceGridExports } from './attendance-grid-export.ts';
import { attendanceReportsRoutes } from './attendance-reports.routes.ts';
import { createAttendanceReportsService } from './attendance-reports.service.ts';
import { markDetailsExport } from './mark-details-report.ts';

export const attendanceReportsModule: ModuleManifest = {
  name: 'attendance-reports',
  exports: [markDetailsExport, ...attendanceGridExports],
  setup: (ctx) => ({ routes: attendanceReportsRoutes(createAttendanceReportsService(ctx)) }),
};
