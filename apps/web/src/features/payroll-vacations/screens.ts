import { MODULE_IDS, SECTION_IDS } from '@zerg/shared';
import { lazyPage } from '../../lib/chunk-load';
import type { Screen } from '../../lib/screen';

export const PAYROLL_VACATIONS_PATHS = { list: '/rrhh/payroll/vacations' } as const;

/** The payroll page's Vacations tab (section 14): reached through the payroll tabs, no menu entry. */
export const PAYROLL_VACATIONS_SCREENS: readonly Screen[] = [
  {
    path: PAYROLL_VACATIONS_PATHS.list,
    section: SECTION_IDS.PAYROLL,
    module: MODULE_IDS.RRHH,
    title: 'payroll-vacations:title',
    page: lazyPage(() => import('./routes/payroll-vacations-page'), 'PayrollVacationsPage'),
  },
];
