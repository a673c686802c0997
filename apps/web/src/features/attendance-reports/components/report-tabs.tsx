import { useLocation } from 'react-router';
import { type RouteTab, RouteTabs } from '../../../components/route-tabs';

/** The three reports (section 12) of HR (module 9) or of monitoring (module 10). */
export const reportTabs = (base: '/rrhh/reports' | '/monitoring/reports'): readonly RouteTab[] => [
  { path: `${base}/monthly`, labelKey: 'attendance-reports:reports.monthly', testId: 'tab-report-monthly' },
  { path: `${base}/details`, labelKey: 'attendance-reports:reports.details', testId: 'tab-report-details' },
  { path: `${base}/year`, labelKey: 'attendance-reports:reports.year', testId: 'tab-report-year' },
];

export const ReportTabs = () => {
  const { pathname } = useLocation();
  return (
    <RouteTabs
      tabs={reportTabs(pathname.startsWith('/monitoring') ? '/monitoring/reports' : '/rrhh/reports')}
    />
  );
};
