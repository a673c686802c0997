import { MODULE_IDS, OPEN_SECTION, SECTION_IDS } from '@zerg/shared';
import { lazyPage } from '../../lib/chunk-load';
import type { Screen } from '../../lib/screen';
import { SELF_SERVICE_PATHS } from '../../lib/self-service';

export const JUSTIFICATION_PATHS = {
  /** The employee's own justifications (self-service, made for a phone). */
  mine: SELF_SERVICE_PATHS.justifications,
  /** HR payroll › Attendance › Justifications (a route-tab; its menu entry is the Attendance tab's). */
  hr: '/rrhh/payroll/attendance/justifications',
} as const;

export const JUSTIFICATIONS_SCREENS: readonly Screen[] = [
  {
    path: JUSTIFICATION_PATHS.mine,
    section: OPEN_SECTION,
    title: 'justifications:mine.title',
    hideSideMenu: true,
    page: lazyPage(() => import('./routes/my-justifications-page'), 'MyJustificationsPage'),
  },
  {
    path: JUSTIFICATION_PATHS.hr,
    section: SECTION_IDS.PAYROLL,
    module: MODULE_IDS.RRHH,
    title: 'justifications:hr.title',
    page: lazyPage(() => import('./routes/hr-justifications-page'), 'HrJustificationsPage'),
  },
];
