import type { PersonalType } from '@zerg/shared';
import { AreaLimitedNotice } from '../../../components/area-limited-notice';
import { PAYROLL_TABS, RouteTabs } from '../../../components/route-tabs';
import { PayrollRunTable } from '../components/payroll-run-table';

const STAFF_TABS = [
  {
    path: '/rrhh/payroll/payments/administrative',
    labelKey: 'payroll-payments:administrative',
    testId: 'tab-payments-administrative',
  },
  {
    path: '/rrhh/payroll/payments/operations',
    labelKey: 'payroll-payments:operations',
    testId: 'tab-payments-operations',
  },
] as const;

const PayrollRunsPage = ({ personalType }: { personalType: PersonalType }) => (
  <>
    <RouteTabs tabs={PAYROLL_TABS} />
    <RouteTabs tabs={STAFF_TABS} />
    <AreaLimitedNotice />
    {/* A key per staff: each tab starts from its own list state. */}
    <PayrollRunTable key={personalType} personalType={personalType} />
  </>
);

export const AdministrativePayrollPage = () => <PayrollRunsPage personalType="administrative" />;
export const OperationsPayrollPage = () => <PayrollRunsPage personalType="operations" />;
