import { Select, Space } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ACCENT_INSENSITIVE_SEARCH } from '../lib/search-text';
import { useDepartments } from '../reference-data/get-departments';
import { useDistricts } from '../reference-data/get-districts';
import { useProvinces } from '../reference-data/get-provinces';

export type DistrictSelectProps = {
  value?: string | null;
  onChange?: (code: string | null) => void;
  testId?: string;
};

const toOptions = (items: { code: string; name: string }[] | undefined) =>
  (items ?? []).map((item) => ({ value: item.code, label: item.name }));

/**
 * A district (ubigeo, 6 digits) chosen through department → province → district. The first digits of
 * the code are the department and province, so an existing value opens on its own cascade.
 */
export const DistrictSelect = ({ value, onChange, testId = 'district' }: DistrictSelectProps) => {
  const { t } = useTranslation();
  const [department, setDepartment] = useState<string | null>(value ? value.slice(0, 2) : null);
  const [province, setProvince] = useState<string | null>(value ? value.slice(0, 4) : null);
  const departments = useDepartments();
  const provinces = useProvinces(department);
  const districts = useDistricts(province);
  return (
    <Space.Compact style={{ width: '100%' }}>
      <Select<string>
        showSearch={ACCENT_INSENSITIVE_SEARCH}
        placeholder={t('common:place.department')}
        value={department}
        loading={departments.isPending}
        options={toOptions(departments.data)}
        onChange={(next) => {
          setDepartment(next);
          setProvince(null);
          onChange?.(null);
        }}
        style={{ width: '33%' }}
        data-testid={`${testId}-department`}
      />
      <Select<string>
        showSearch={ACCENT_INSENSITIVE_SEARCH}
        placeholder={t('common:place.province')}
        value={province}
        disabled={!department}
        loading={Boolean(department) && provinces.isPending}
        options={toOptions(provinces.data)}
        onChange={(next) => {
          setProvince(next);
          onChange?.(null);
        }}
        style={{ width: '33%' }}
        data-testid={`${testId}-province`}
      />
      <Select<string>
        showSearch={ACCENT_INSENSITIVE_SEARCH}
        placeholder={t('common:place.district')}
        value={value ?? null}
        disabled={!province}
        loading={Boolean(province) && districts.isPending}
        options={toOptions(districts.data)}
        onChange={(next) => onChange?.(next)}
        style={{ width: '34%' }}
        data-testid={`${testId}-district`}
      />
    </Space.Compact>
  );
};
