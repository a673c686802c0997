import type { TEmployeeSelectOption } from '@zerg/shared';
import { RemoteSearchSelect, type RemoteSearchSelectProps } from '../components/remote-search-select';
import { EMPLOYEE_OPTIONS_KEY, getEmployeeOptions } from './get-employee-options';

const toOption = (e: TEmployeeSelectOption) => ({
  value: e.id,
  label: `${e.fullName} · ${e.documentNumber}`,
});

export type EmployeePickerProps = Omit<
  RemoteSearchSelectProps<TEmployeeSelectOption>,
  'queryKey' | 'fetchOptions' | 'toOption'
> & {
  /** A worker no search brings (the employee being edited, who cannot be his own chief). */
  exclude?: number;
};

/** An active employee, searched on the server by name or document as the user types. */
export const EmployeePicker = ({ exclude, ...props }: EmployeePickerProps) => (
  <RemoteSearchSelect<TEmployeeSelectOption>
    {...props}
    queryKey={exclude === undefined ? EMPLOYEE_OPTIONS_KEY : [...EMPLOYEE_OPTIONS_KEY, { exclude }]}
    fetchOptions={(signal, search) => getEmployeeOptions(signal, { ...search, exclude })}
    toOption={toOption}
  />
);
