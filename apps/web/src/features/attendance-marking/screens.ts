import { MODULE_IDS, OPEN_SECTION, SECTION_IDS } from '@zerg/shared';
import { lazyPage } from '../../lib/chunk-load';
import type { Screen } from '../../lib/screen';
import { SELF_SERVICE_PATHS } from '../../lib/self-service';

export const MARKING_PATHS = {
  mine: SELF_SERVICE_PATHS.attendance,
  kiosk: '/monitoring/attendance/kiosk',
  marks: '/rrhh/payroll/attendance/marks',
  devices: '/settings/kiosk-devices/list',
} as const;

/** Marking: the employee's phone page, the campus kiosk, and HR's list of marks. */
export const ATTENDANCE_MARKING_SCREENS: readonly Screen[] = [
  {
    path: MARKING_PATHS.mine,
    routeId: 'my-attendance',
    section: OPEN_SECTION,
    hideSideMenu: true,
    title: 'attendance-marking:title',
    page: lazyPage(() => import('./routes/my-attendance-page'), 'MyAttendancePage'),
  },
  {
    path: MARKING_PATHS.kiosk,
    section: SECTION_IDS.MONITORING_ATTENDANCE,
    module: MODULE_IDS.MONITORING,
    layout: 'full',
    title: 'attendance-marking:kioskTitle',
    page: lazyPage(() => import('./routes/kiosk-page'), 'KioskPage'),
  },
  {
    path: MARKING_PATHS.marks,
    section: SECTION_IDS.PAYROLL,
    module: MODULE_IDS.RRHH,
    title: 'attendance-marking:marksTitle',
    page: lazyPage(() => import('./routes/marks-page'), 'MarksPage'),
  },
];

/** Settings › Kiosks: the registered attendance kiosks (listed among the Settings screens). */
export const KIOSK_DEVICE_SCREENS: readonly Screen[] = [
  {
    path: MARKING_PATHS.devices,
    section: SECTION_IDS.SETTINGS_GENERAL,
    module: MODULE_IDS.SETTINGS,
    title: 'attendance-marking:devices.title',
    menu: { titleKey: 'attendance-marking:devices.title', icon: 'FieldTimeOutlined' },
    page: lazyPage(() => import('./routes/kiosk-devices-page'), 'KioskDevicesPage'),
  },
];
