import { PlusOutlined } from '@ant-design/icons';
import { Button, Flex, Select, Tag, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useDepartments } from '../../../reference-data/get-departments';
import { useProvinces } from '../../../reference-data/get-provinces';

export type ZoneMemberValue = { departmentCode: string | null; provinceCode: string | null; name: string };

export type ZoneMembersFieldProps = {
  value?: ZoneMemberValue[];
  onChange?: (value: ZoneMemberValue[]) => void;
};

const keyOf = (m: ZoneMemberValue) => m.provinceCode ?? m.departmentCode ?? '';

/** The departments (whole) and provinces of a zone: pick a department, optionally one province, add. */
export const ZoneMembersField = ({ value = [], onChange }: ZoneMembersFieldProps) => {
  const { t } = useTranslation();
  const [department, setDepartment] = useState<string | null>(null);
  const [province, setProvince] = useState<string | null>(null);
  const departments = useDepartments();
  const provinces = useProvinces(department);
  const add = () => {
    if (!department) return;
    const depName = departments.data?.find((d) => d.code === department)?.name ?? department;
    const provName = provinces.data?.find((p) => p.code === province)?.name;
    const member: ZoneMemberValue = province
      ? { departmentCode: null, provinceCode: province, name: `${provName ?? province} (${depName})` }
      : { departmentCode: department, provinceCode: null, name: depName };
    if (!value.some((m) => keyOf(m) === keyOf(member))) onChange?.([...value, member]);
    setProvince(null);
  };
  return (
    <Flex vertical gap={8}>
      <Flex gap={8} wrap>
        <Select<string>
          showSearch={{ optionFilterProp: 'label' }}
          placeholder={t('travel-routes:ubigeo.department')}
          value={department}
          onChange={(next) => {
            setDepartment(next);
            setProvince(null);
          }}
          options={(departments.data ?? []).map((d) => ({ value: d.code, label: d.name }))}
          style={{ flex: '1 1 150px' }}
          data-testid="zone-member-department"
        />
        <Select<string>
          allowClear
          showSearch={{ optionFilterProp: 'label' }}
          placeholder={t('travel-routes:zones.wholeDepartment')}
          value={province}
          disabled={!department}
          onChange={(next) => setProvince(next ?? null)}
          options={(provinces.data ?? []).map((p) => ({ value: p.code, label: p.name }))}
          style={{ flex: '1 1 150px' }}
          data-testid="zone-member-province"
        />
        <Button icon={<PlusOutlined />} disabled={!department} onClick={add} data-testid="zone-member-add">
          {t('travel-routes:zones.addMember')}
        </Button>
      </Flex>
      <Flex gap={6} wrap data-testid="zone-members">
        {value.length === 0 && (
          <Typography.Text type="secondary">{t('travel-routes:zones.noMembers')}</Typography.Text>
        )}
        {value.map((m) => (
          <Tag
            key={keyOf(m)}
            closable
            color={m.departmentCode ? 'blue' : 'default'}
            onClose={(e) => {
              e.preventDefault();
              onChange?.(value.filter((other) => keyOf(other) !== keyOf(m)));
            }}
          >
            {m.name}
          </Tag>
        ))}
      </Flex>
    </Flex>
  );
};
