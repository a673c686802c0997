import { MODULE_IDS, SECTION_IDS } from '@zerg/shared';
import { lazyPage } from '../../lib/chunk-load';
import type { Screen, ScreenRedirect } from '../../lib/screen';

export const DRIVER_PATHS = {
  dashboard: '/driver/dashboard',
  month: '/driver/attendance/month',
} as const;

/**
 * The driver's phone (module 11, SPEC §2): the dashboard (section 18) and the attendance's Month
 * tab (section 16; its Viatics tab is the viatics feature's screen). The side menu stays hidden
 * (SPEC §4). Declared before the viatics screens, so `/driver` opens the dashboard.
 */
export const DRIVER_SCREENS: readonly Screen[] = [
  {
    path: DRIVER_PATHS.dashboard,
    section: SECTION_IDS.DRIVER_DASHBOARD,
    module: MODULE_IDS.DRIVER,
    title: 'driver:dashboard.title',
    menu: { titleKey: 'driver:dashboard.menu', icon: 'DashboardOutlined' },
    hideSideMenu: true,
    page: lazyPage(() => import('./routes/driver-dashboard-page'), 'DriverDashboardPage'),
  },
  {
    path: DRIVER_PATHS.month,
    section: SECTION_IDS.DRIVER_ATTENDANCE,
    module: MODULE_IDS.DRIVER,
    title: 'driver:month.title',
    menu: { titleKey: 'driver:month.menu', icon: 'FieldTimeOutlined' },
    hideSideMenu: true,
    page: lazyPage(() => import('./routes/driver-month-page'), 'DriverMonthPage'),
  },
];

/** The attendance's root opens its first tab. */
export const DRIVER_REDIRECTS: readonly ScreenRedirect[] = [
  { from: '/driver/attendance', to: DRIVER_PATHS.month },
];
