import { Tabs } from 'antd';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router';

export type RouteTab = {
  path: string;
  labelKey: string;
  testId: string;
  /** The paths the tab stays active on, when its screen has sub-tabs (`/rrhh/payroll/attendance`). */
  match?: string;
};

/**
 * Tabs whose panes are separate screens of different features (payroll's Attendance tab:
 * Administrative and Operations grids, Justifications): each tab is a route, so the features never
 * import each other and a tab can be linked to, reloaded and guarded by its own section.
 */
export const RouteTabs = ({ tabs }: { tabs: readonly RouteTab[] }) => {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  const navigate = useNavigate();
  const active = tabs.find((tab) => pathname.startsWith(tab.match ?? tab.path))?.path;
  return (
    <Tabs
      activeKey={active}
      onChange={(path) => navigate(path)}
      items={tabs.map((tab) => ({
        key: tab.path,
        label: <span data-testid={tab.testId}>{t(tab.labelKey)}</span>,
      }))}
    />
  );
};

/** HR payroll (section 14): the outer tabs of SPEC §2 (Payments, Discounts, Attendance, Adelanto de Sueldo, Vacaciones) and the bonuses granted. */
export const PAYROLL_TABS: readonly RouteTab[] = [
  {
    path: '/rrhh/payroll/payments/administrative',
    match: '/rrhh/payroll/payments',
    labelKey: 'common:payrollTabs.payments',
    testId: 'tab-payroll-payments',
  },
  {
    path: '/rrhh/payroll/discounts/pending',
    match: '/rrhh/payroll/discounts',
    labelKey: 'common:payrollTabs.discounts',
    testId: 'tab-payroll-discounts',
  },
  {
    path: '/rrhh/payroll/attendance/administrative',
    match: '/rrhh/payroll/attendance',
    labelKey: 'common:payrollTabs.attendance',
    testId: 'tab-payroll-attendance',
  },
  { path: '/rrhh/payroll/advances', labelKey: 'common:payrollTabs.advances', testId: 'tab-payroll-advances' },
  { path: '/rrhh/payroll/bonuses', labelKey: 'common:payrollTabs.bonuses', testId: 'tab-payroll-bonuses' },
  {
    path: '/rrhh/payroll/vacations',
    labelKey: 'common:payrollTabs.vacations',
    testId: 'tab-payroll-vacations',
  },
];

/** HR payroll › Attendance (section 14): the staff grids and the justifications. */
export const PAYROLL_ATTENDANCE_TABS: readonly RouteTab[] = [
  {
    path: '/rrhh/payroll/attendance/administrative',
    labelKey: 'common:attendanceTabs.administrative',
    testId: 'tab-attendance-administrative',
  },
  {
    path: '/rrhh/payroll/attendance/operations',
    labelKey: 'common:attendanceTabs.operations',
    testId: 'tab-attendance-operations',
  },
  {
    path: '/rrhh/payroll/attendance/justifications',
    labelKey: 'common:attendanceTabs.justifications',
    testId: 'tab-attendance-justifications',
  },
  {
    path: '/rrhh/payroll/attendance/marks',
    labelKey: 'attendance-marking:marksTab',
    testId: 'tab-attendance-marks',
  },
];

/** The driver's attendance (section 16, SPEC §2): Month (driver feature) and Viatics (viatics feature). */
export const DRIVER_ATTENDANCE_TABS: readonly RouteTab[] = [
  { path: '/driver/attendance/month', labelKey: 'driver:tabs.month', testId: 'tab-driver-month' },
  { path: '/driver/attendance/viatics', labelKey: 'driver:tabs.viatics', testId: 'tab-driver-viatics' },
];
