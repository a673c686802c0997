import { PAYROLL_TABS, RouteTabs } from '../../../components/route-tabs';
import { BonusGrantTable } from '../components/bonus-grant-table';

/** /rrhh/payroll/bonuses (section 14): the payroll tabs and the bonuses granted. */
export const PayrollBonusesPage = () => (
  <>
    <RouteTabs tabs={PAYROLL_TABS} />
    <BonusGrantTable />
  </>
);
