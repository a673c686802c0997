export { auditLogModule } from './audit-log.manifest.ts';
