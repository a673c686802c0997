import { Select } from 'antd';
import { useTranslation } from 'react-i18next';

export type StatusFilterProps = {
  value: 'active' | 'inactive' | undefined;
  onChange: (value: 'active' | 'inactive' | undefined) => void;
};

/** Active / inactive filter shared by every tab. */
export const StatusFilter = ({ value, onChange }: StatusFilterProps) => {
  const { t } = useTranslation();
  return (
    <Select<'active' | 'inactive'>
      allowClear
      placeholder={t('travel-routes:filters.status')}
      value={value}
      onChange={(next) => onChange(next)}
      options={[
        { value: 'active', label: t('common:status.active') },
        { value: 'inactive', label: t('common:status.inactive') },
      ]}
      style={{ width: 140 }}
      data-testid="filter-status"
    />
  );
};
