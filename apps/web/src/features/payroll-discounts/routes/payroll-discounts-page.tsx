import type { DiscountState } from '@zerg/shared';
import { PAYROLL_TABS, RouteTabs } from '../../../components/route-tabs';
import { DiscountTable } from '../components/discount-table';
import { PAYROLL_DISCOUNT_TABS } from '../discount-tabs';

/** HR payroll › Discounts › one status: the payroll tabs, the status tabs and that status's list. */
const PayrollDiscounts = ({ status }: { status: DiscountState }) => (
  <>
    <RouteTabs tabs={PAYROLL_TABS} />
    <RouteTabs tabs={PAYROLL_DISCOUNT_TABS} />
    <DiscountTable key={status} status={status} />
  </>
);

/** /rrhh/payroll/discounts/pending */
export const PendingDiscountsPage = () => <PayrollDiscounts status="pending" />;
/** /rrhh/payroll/discounts/approved */
export const ApprovedDiscountsPage = () => <PayrollDiscounts status="approved" />;
/** /rrhh/payroll/discounts/discounted */
export const DiscountedDiscountsPage = () => <PayrollDiscounts status="discounted" />;
/** /rrhh/payroll/discounts/not-discounted */
export const NotDiscountedDiscountsPage = () => <PayrollDiscounts status="not_discounted" />;
/** /rrhh/payroll/discounts/anulled */
export const AnulledDiscountsPage = () => <PayrollDiscounts status="anulled" />;
