import { MODULE_IDS, SECTION_IDS } from '@zerg/shared';
import type { RouteTab } from '../../components/route-tabs';
import { lazyPage } from '../../lib/chunk-load';
import type { Screen, ScreenRedirect } from '../../lib/screen';

export const TREASURY_PAYROLL_PATHS = {
  root: '/treasury/payroll',
  contributions: '/treasury/payroll/contributions',
  unbooked: '/treasury/payroll/unbooked',
} as const;

export const TREASURY_PAYROLL_TABS: readonly RouteTab[] = [
  {
    path: TREASURY_PAYROLL_PATHS.contributions,
    labelKey: 'treasury-payroll:tabs.contributions',
    testId: 'tab-contributions',
  },
  {
    path: TREASURY_PAYROLL_PATHS.unbooked,
    labelKey: 'treasury-payroll:tabs.unbooked',
    testId: 'tab-unbooked',
  },
];

const treasury = { section: SECTION_IDS.TREASURY_TRANSACTIONS, module: MODULE_IDS.TREASURY } as const;

/** Treasury's payroll payments (section 39): the month's contributions, and what is paid without an entry. */
export const TREASURY_PAYROLL_SCREENS: readonly Screen[] = [
  {
    ...treasury,
    path: TREASURY_PAYROLL_PATHS.contributions,
    title: 'treasury-payroll:title',
    menu: { titleKey: 'treasury-payroll:nav', icon: 'AuditOutlined' },
    page: lazyPage(() => import('./routes/contributions-page'), 'ContributionsPage'),
  },
  {
    ...treasury,
    path: TREASURY_PAYROLL_PATHS.unbooked,
    title: 'treasury-payroll:title',
    page: lazyPage(() => import('./routes/unbooked-page'), 'UnbookedPage'),
  },
];

export const TREASURY_PAYROLL_REDIRECTS: readonly ScreenRedirect[] = [
  { from: TREASURY_PAYROLL_PATHS.root, to: TREASURY_PAYROLL_PATHS.contributions },
];
