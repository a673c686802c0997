import { Select, type SelectProps } from 'antd';
import { useEffect } from 'react';
import { useCompanies } from '../../../reference-data/get-companies';

export type CompanySelectProps = Omit<SelectProps<number>, 'options' | 'loading'> & {
  /** Chooses the first active company while none is chosen (a form's required company). */
  defaultFirst?: boolean;
};

/** The employer companies; the books are kept per company. */
export const CompanySelect = ({ defaultFirst, value, onChange, ...props }: CompanySelectProps) => {
  const companies = useCompanies();
  const first = companies.data?.find((c) => c.isActive);
  useEffect(() => {
    if (defaultFirst && value === undefined && first)
      onChange?.(first.id, { value: first.id, label: first.name });
  }, [defaultFirst, value, first, onChange]);
  return (
    <Select<number>
      showSearch={{ optionFilterProp: 'label' }}
      {...props}
      value={value}
      onChange={onChange}
      loading={companies.isPending}
      options={(companies.data ?? []).map((c) => ({ value: c.id, label: c.name, disabled: !c.isActive }))}
    />
  );
};
