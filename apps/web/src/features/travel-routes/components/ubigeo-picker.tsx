import { Flex, Select } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useDepartments } from '../../../reference-data/get-departments';
import { useDistricts } from '../../../reference-data/get-districts';
import { useProvinces } from '../../../reference-data/get-provinces';

export type UbigeoPickerProps = {
  /** The district ubigeo (6 digits). */
  value?: string | null;
  onChange?: (value: string | null) => void;
  /** Department and province of the initial value, so its selects open already filled. */
  initial?: { departmentCode: string; provinceCode: string } | null;
  testId: string;
};

const filterLabel = { optionFilterProp: 'label' } as const;

/** Department → province → district, answering the district code. */
export const UbigeoPicker = ({ value, onChange, initial, testId }: UbigeoPickerProps) => {
  const { t } = useTranslation();
  const [department, setDepartment] = useState<string | null>(
    initial?.departmentCode ?? (value ? value.slice(0, 2) : null),
  );
  const [province, setProvince] = useState<string | null>(
    initial?.provinceCode ?? (value ? value.slice(0, 4) : null),
  );
  const departments = useDepartments();
  const provinces = useProvinces(department);
  const districts = useDistricts(province);
  const options = (rows: { code: string; name: string }[] | undefined) =>
    (rows ?? []).map((r) => ({ value: r.code, label: r.name }));
  return (
    <Flex gap={8} wrap>
      <Select<string>
        showSearch={filterLabel}
        placeholder={t('travel-routes:ubigeo.department')}
        value={department}
        onChange={(next) => {
          setDepartment(next);
          setProvince(null);
          onChange?.(null);
        }}
        options={options(departments.data)}
        style={{ flex: '1 1 140px' }}
        data-testid={`${testId}-department`}
      />
      <Select<string>
        showSearch={filterLabel}
        placeholder={t('travel-routes:ubigeo.province')}
        value={province}
        disabled={!department}
        onChange={(next) => {
          setProvince(next);
          onChange?.(null);
        }}
        options={options(provinces.data)}
        style={{ flex: '1 1 140px' }}
        data-testid={`${testId}-province`}
      />
      <Select<string>
        showSearch={filterLabel}
        placeholder={t('travel-routes:ubigeo.district')}
        value={value ?? null}
        disabled={!province}
        onChange={(next) => onChange?.(next)}
        options={options(districts.data)}
        style={{ flex: '1 1 140px' }}
        data-testid={`${testId}-district`}
      />
    </Flex>
  );
};
