import { MODULE_IDS, SECTION_IDS } from '@zerg/shared';
import { lazyPage } from '../../lib/chunk-load';
import type { Screen } from '../../lib/screen';

export const PAYROLL_ADVANCE_PATHS = { list: '/rrhh/payroll/advances' } as const;

/** HR payroll › Salary advances (section 14), reached from the payroll tabs (no menu entry). */
export const PAYROLL_ADVANCES_SCREENS: readonly Screen[] = [
  {
    path: PAYROLL_ADVANCE_PATHS.list,
    section: SECTION_IDS.PAYROLL,
    module: MODULE_IDS.RRHH,
    title: 'payroll-advances:title',
    page: lazyPage(() => import('./routes/payroll-advances-page'), 'PayrollAdvancesPage'),
  },
];
