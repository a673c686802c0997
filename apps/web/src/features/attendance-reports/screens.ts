import { MODULE_IDS, SECTION_IDS } from '@zerg/shared';
import { lazyPage } from '../../lib/chunk-load';
import type { Screen } from '../../lib/screen';

export const ATTENDANCE_REPORT_PATHS = {
  administrative: '/rrhh/payroll/attendance/administrative',
  operations: '/rrhh/payroll/attendance/operations',
  monitoring: '/monitoring/attendance',
  treasury: '/treasury/attendance/report',
  bookkeeping: '/bookeeping/attendance/report',
  workshop: '/workshop/attendance/report',
  operationsReport: '/operations/attendance/report',
} as const;

const payroll = () => import('./routes/payroll-attendance-page');
const departments = () => import('./routes/department-report-page');

/** Reports (section 12) appear in HR (module 9) and in monitoring (module 10), each under its own path. */
const reportScreens = (module: 9 | 10, base: string): Screen[] => {
  const common = { section: SECTION_IDS.REPORTS, module } as const;
  return [
    {
      ...common,
      path: `${base}/monthly`,
      title: 'attendance-reports:reports.monthlyTitle',
      menu: { titleKey: 'attendance-reports:nav.reports', icon: 'FileTextOutlined' },
      page: lazyPage(() => import('./routes/monthly-report-page'), 'MonthlyReportPage'),
    },
    {
      ...common,
      path: `${base}/details`,
      title: 'attendance-reports:reports.detailsTitle',
      parent: `${base}/monthly`,
      page: lazyPage(() => import('./routes/details-report-page'), 'DetailsReportPage'),
    },
    {
      ...common,
      path: `${base}/year`,
      title: 'attendance-reports:reports.yearTitle',
      parent: `${base}/monthly`,
      page: lazyPage(() => import('./routes/year-report-page'), 'YearReportPage'),
    },
  ];
};

/**
 * Every screen that reads attendance. Monitoring's attendance comes first in module 10 so that
 * `/monitoring` lands on it, and the treasury report is treasury's first screen (SPEC §2).
 */
export const ATTENDANCE_REPORTS_SCREENS: readonly Screen[] = [
  {
    path: ATTENDANCE_REPORT_PATHS.administrative,
    section: SECTION_IDS.PAYROLL,
    module: MODULE_IDS.RRHH,
    title: 'attendance-reports:payroll.administrativeTitle',
    page: lazyPage(payroll, 'AdministrativeAttendancePage'),
  },
  {
    path: ATTENDANCE_REPORT_PATHS.operations,
    section: SECTION_IDS.PAYROLL,
    module: MODULE_IDS.RRHH,
    title: 'attendance-reports:payroll.operationsTitle',
    page: lazyPage(payroll, 'OperationsAttendancePage'),
  },
  ...reportScreens(MODULE_IDS.RRHH, '/rrhh/reports'),
  {
    path: ATTENDANCE_REPORT_PATHS.monitoring,
    section: SECTION_IDS.MONITORING_ATTENDANCE,
    module: MODULE_IDS.MONITORING,
    title: 'attendance-reports:today.title',
    menu: { titleKey: 'attendance-reports:nav.monitoring', icon: 'DashboardOutlined' },
    page: lazyPage(() => import('./routes/monitoring-page'), 'MonitoringAttendancePage'),
  },
  ...reportScreens(MODULE_IDS.MONITORING, '/monitoring/reports'),
  {
    path: ATTENDANCE_REPORT_PATHS.treasury,
    section: SECTION_IDS.TREASURY_ATTENDANCE,
    module: MODULE_IDS.TREASURY,
    title: 'attendance-reports:department.treasuryTitle',
    menu: { titleKey: 'attendance-reports:nav.attendanceReport', icon: 'BankOutlined' },
    page: lazyPage(departments, 'TreasuryAttendancePage'),
  },
  {
    path: ATTENDANCE_REPORT_PATHS.bookkeeping,
    section: SECTION_IDS.BOOKKEEPING_ATTENDANCE,
    module: MODULE_IDS.BOOKEEPING,
    title: 'attendance-reports:department.bookkeepingTitle',
    menu: { titleKey: 'attendance-reports:nav.attendanceReport', icon: 'ScheduleOutlined' },
    page: lazyPage(departments, 'BookkeepingAttendancePage'),
  },
  {
    path: ATTENDANCE_REPORT_PATHS.workshop,
    section: SECTION_IDS.WORKSHOP_ATTENDANCE,
    module: MODULE_IDS.WORKSHOP,
    title: 'attendance-reports:department.workshopTitle',
    menu: { titleKey: 'attendance-reports:nav.attendanceReport', icon: 'ToolOutlined' },
    page: lazyPage(departments, 'WorkshopAttendancePage'),
  },
  {
    path: ATTENDANCE_REPORT_PATHS.operationsReport,
    section: SECTION_IDS.OPERATIONS_ATTENDANCE,
    module: MODULE_IDS.OPERATIONS,
    title: 'attendance-reports:department.operationsTitle',
    menu: { titleKey: 'attendance-reports:nav.attendanceReport', icon: 'DeploymentUnitOutlined' },
    page: lazyPage(departments, 'OperationsAttendanceReportPage'),
  },
];
