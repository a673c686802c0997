import { Select } from 'antd';
import { useTranslation } from 'react-i18next';

export type StatusFilterProps = {
  value: 'active' | 'inactive' | undefined;
  onChange: (value: 'active' | 'inactive' | undefined) => void;
};

/** Active / inactive filter of every organisation list. */
export const StatusFilter = ({ value, onChange }: StatusFilterProps) => {
  const { t } = useTranslation();
  return (
    <Select<'active' | 'inactive'>
      allowClear
      placeholder={t('organisation:filters.status')}
      value={value}
      onChange={onChange}
      options={[
        { value: 'active', label: t('common:status.active') },
        { value: 'inactive', label: t('common:status.inactive') },
      ]}
      style={{ width: 140 }}
      data-testid="filter-status"
    />
  );
};
