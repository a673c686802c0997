import type { ModuleManifest } from '../../platform/module-manifest.ts';
import { auditLogRoutes } from './audit-log.routes.ts';
import { auditExport, createAuditLogService } from './audit-log.service.ts';

export const auditLogModule: ModuleManifest = {
  name: 'audit-log',
  exports: [auditExport],
  setup: (ctx) => ({ routes: auditLogRoutes(createAuditLogService(ctx)) }),
};
