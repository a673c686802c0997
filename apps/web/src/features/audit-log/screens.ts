import { MODULE_IDS, SECTION_IDS } from '@zerg/shared';
import { lazyPage } from '../../lib/chunk-load';
import type { Screen } from '../../lib/screen';

export const AUDIT_LOG_PATHS = { list: '/settings/audit/list' } as const;

export const AUDIT_LOG_SCREENS: readonly Screen[] = [
  {
    path: AUDIT_LOG_PATHS.list,
    section: SECTION_IDS.AUDIT_LOG,
    module: MODULE_IDS.SETTINGS,
    title: 'audit-log:title',
    menu: { titleKey: 'common:nav.auditLog', icon: 'HistoryOutlined' },
    page: lazyPage(() => import('./routes/audit-log-page'), 'AuditLogPage'),
  },
];
