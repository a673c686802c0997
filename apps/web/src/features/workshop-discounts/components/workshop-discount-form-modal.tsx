import { type TDiscount, type TDiscountBody, WORKSHOP_DISCOUNT_TYPES } from '@zerg/shared';
import { DiscountFormModal } from '../../../components/discount-form-modal';
import { EmployeePicker } from '../../../reference-data/employee-picker';
import { useCreateWorkshopDiscount } from '../api/create-workshop-discount';
import { useUpdateWorkshopDiscount } from '../api/update-workshop-discount';

export type WorkshopDiscountFormModalProps = {
  open: boolean;
  onClose: () => void;
  /** A pending discount to correct; absent: register a new one. */
  editing?: TDiscount | null;
};

/** The workshop charges a worker for damage to a unit or missing stock; HR approves it in payroll. */
export const WorkshopDiscountFormModal = ({ open, onClose, editing }: WorkshopDiscountFormModalProps) => {
  const create = useCreateWorkshopDiscount();
  const update = useUpdateWorkshopDiscount();
  const save = editing
    ? {
        mutate: (body: TDiscountBody, options: { onSuccess: () => void; onError: (error: Error) => void }) =>
          update.mutate({ ...body, id: editing.id }, options),
        isPending: update.isPending,
      }
    : create;
  return (
    <DiscountFormModal
      open={open}
      onClose={onClose}
      types={WORKSHOP_DISCOUNT_TYPES}
      defaultType="damage"
      EmployeeSelect={EmployeePicker}
      create={save}
      editing={editing}
      ns="workshop-discounts"
      testId="workshop-discount"
    />
  );
};
