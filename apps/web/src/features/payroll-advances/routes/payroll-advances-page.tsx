import { PAYROLL_TABS, RouteTabs } from '../../../components/route-tabs';
import { AdvanceTable } from '../components/advance-table';

/** /rrhh/payroll/advances (section 14): the payroll tabs and the salary advances. */
export const PayrollAdvancesPage = () => (
  <>
    <RouteTabs tabs={PAYROLL_TABS} />
    <AdvanceTable />
  </>
);
