import { MODULE_IDS, SECTION_IDS } from '@zerg/shared';
import { lazyPage } from '../../lib/chunk-load';
import type { Screen } from '../../lib/screen';

export const PAYROLL_SETTINGS_PATHS = { settings: '/settings/payroll/settings' } as const;

/** Payroll settings (section 17): its tabs grow with the payroll issues; Holidays comes first. */
export const PAYROLL_SETTINGS_SCREENS: readonly Screen[] = [
  {
    path: PAYROLL_SETTINGS_PATHS.settings,
    section: SECTION_IDS.PAYROLL_SETTINGS,
    module: MODULE_IDS.SETTINGS,
    title: 'payroll-settings:title',
    menu: { titleKey: 'common:nav.payrollSettings', icon: 'DollarOutlined' },
    page: lazyPage(() => import('./routes/payroll-settings-page'), 'PayrollSettingsPage'),
  },
];
