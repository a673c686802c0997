import { Select, type SelectProps } from 'antd';
import { useCompanies } from '../../../reference-data/get-companies';

/** The employer companies; the books are kept per company. */
export const CompanySelect = (props: Omit<SelectProps<number>, 'options' | 'loading'>) => {
  const companies = useCompanies();
  return (
    <Select<number>
      showSearch={{ optionFilterProp: 'label' }}
      {...props}
      loading={companies.isPending}
      options={(companies.data ?? []).map((c) => ({ value: c.id, label: c.name }))}
    />
  );
};
