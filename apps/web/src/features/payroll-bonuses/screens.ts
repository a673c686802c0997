import { MODULE_IDS, SECTION_IDS } from '@zerg/shared';
import { lazyPage } from '../../lib/chunk-load';
import type { Screen } from '../../lib/screen';

export const PAYROLL_BONUS_PATHS = { list: '/rrhh/payroll/bonuses' } as const;

/** HR payroll › Bonuses (section 14), reached from the payroll tabs (no menu entry). */
export const PAYROLL_BONUSES_SCREENS: readonly Screen[] = [
  {
    path: PAYROLL_BONUS_PATHS.list,
    section: SECTION_IDS.PAYROLL,
    module: MODULE_IDS.RRHH,
    title: 'payroll-bonuses:title',
    page: lazyPage(() => import('./routes/payroll-bonuses-page'), 'PayrollBonusesPage'),
  },
];
