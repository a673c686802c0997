import { DISCOUNT_TYPES } from '@zerg/shared';
import { DiscountFormModal as SharedDiscountFormModal } from '../../../components/discount-form-modal';
import { useEmployeeOptions } from '../../../reference-data/get-employee-options';
import { useCreateDiscount } from '../api/create-discount';

/** HR registers a discount of any type for a worker. */
export const DiscountFormModal = ({ open, onClose }: { open: boolean; onClose: () => void }) => (
  <SharedDiscountFormModal
    open={open}
    onClose={onClose}
    types={DISCOUNT_TYPES}
    employees={useEmployeeOptions()}
    create={useCreateDiscount()}
    ns="payroll-discounts"
    testId="discount"
  />
);
