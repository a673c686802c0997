import { MODULE_IDS, SECTION_IDS } from '@zerg/shared';
import { lazyPage } from '../../lib/chunk-load';
import type { Screen } from '../../lib/screen';

export const VIATICS_PATHS = {
  rrhh: '/rrhh/viatic',
  monitoring: '/monitoring/viatic',
  driver: '/driver/attendance/viatics',
} as const;

const viaticsPage = lazyPage(() => import('./routes/viatics-page'), 'ViaticsPage');

/**
 * Viatics (section 6) belong to two modules (SPEC §2: HR and monitoring): a Screen has one module,
 * so the same page is declared once per module, each under its module's path and side menu. The
 * driver's own list is section 16 (driver attendance), with the side menu hidden.
 */
export const VIATICS_SCREENS: readonly Screen[] = [
  {
    path: VIATICS_PATHS.rrhh,
    section: SECTION_IDS.VIATICS,
    module: MODULE_IDS.RRHH,
    title: 'viatics:title',
    menu: { titleKey: 'viatics:menu', icon: 'CreditCardOutlined' },
    page: viaticsPage,
  },
  {
    path: VIATICS_PATHS.monitoring,
    section: SECTION_IDS.VIATICS,
    module: MODULE_IDS.MONITORING,
    title: 'viatics:title',
    menu: { titleKey: 'viatics:menu', icon: 'CreditCardOutlined' },
    page: viaticsPage,
  },
  {
    path: VIATICS_PATHS.driver,
    section: SECTION_IDS.DRIVER_ATTENDANCE,
    module: MODULE_IDS.DRIVER,
    title: 'viatics:driver.title',
    menu: { titleKey: 'viatics:driver.menu', icon: 'CarOutlined' },
    hideSideMenu: true,
    page: lazyPage(() => import('./routes/driver-viatics-page'), 'DriverViaticsPage'),
  },
];
