import { WorkshopDiscountTable } from '../components/workshop-discount-table';

/** /workshop/discounts/list (section 21): the workshop registers damage and shortages. */
export const WorkshopDiscountsPage = () => <WorkshopDiscountTable />;
