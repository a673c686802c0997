import { DISCOUNT_TYPES } from '@zerg/shared';
import { DiscountFormModal as SharedDiscountFormModal } from '../../../components/discount-form-modal';
import { EmployeePicker } from '../../../reference-data/employee-picker';
import { useCreateDiscount } from '../api/create-discount';

/** HR registers a discount of any type for a worker. */
export const DiscountFormModal = ({ open, onClose }: { open: boolean; onClose: () => void }) => (
  <SharedDiscountFormModal
    open={open}
    onClose={onClose}
    types={DISCOUNT_TYPES}
    EmployeeSelect={EmployeePicker}
    create={useCreateDiscount()}
    ns="payroll-discounts"
    testId="discount"
  />
);
