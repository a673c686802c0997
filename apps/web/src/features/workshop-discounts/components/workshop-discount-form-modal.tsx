import { WORKSHOP_DISCOUNT_TYPES } from '@zerg/shared';
import { DiscountFormModal } from '../../../components/discount-form-modal';
import { useEmployeeOptions } from '../../../reference-data/get-employee-options';
import { useCreateWorkshopDiscount } from '../api/create-workshop-discount';

/** The workshop charges a worker for damage to a unit or missing stock; HR approves it in payroll. */
export const WorkshopDiscountFormModal = ({ open, onClose }: { open: boolean; onClose: () => void }) => (
  <DiscountFormModal
    open={open}
    onClose={onClose}
    types={WORKSHOP_DISCOUNT_TYPES}
    defaultType="damage"
    employees={useEmployeeOptions()}
    create={useCreateWorkshopDiscount()}
    ns="workshop-discounts"
    testId="workshop-discount"
  />
);
