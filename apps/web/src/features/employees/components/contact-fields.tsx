import { personalFields } from '@zerg/shared';
import { Col, Form, Input, Row, Select } from 'antd';
import { useTranslation } from 'react-i18next';
import { MobileInput } from '../../../components/mobile-input';
import { ACCENT_INSENSITIVE_SEARCH } from '../../../lib/search-text';
import { zodRule } from '../../../lib/zod-rule';
import { useDepartments } from '../../../reference-data/get-departments';
import { useDistricts } from '../../../reference-data/get-districts';
import { useProvinces } from '../../../reference-data/get-provinces';
import { CountrySelect } from './country-select';
import type { CrossRule } from './cross-rule';

export type ContactFieldsProps = { crossRule: CrossRule };

/** Phones, e-mails and the home address, with Peru's department → province → district cascade. */
export const ContactFields = ({ crossRule }: ContactFieldsProps) => {
  const { t } = useTranslation();
  const form = Form.useFormInstance();
  const country = Form.useWatch('country') as string | undefined;
  const department = Form.useWatch('department') as string | null | undefined;
  const province = Form.useWatch('province') as string | null | undefined;
  const departments = useDepartments();
  const provinces = useProvinces(department);
  const districts = useDistricts(province);
  const inPeru = country === 'PE';
  const col = { xs: 24, md: 12, xl: 8 };
  const toOptions = (items: { code: string; name: string }[] | undefined) =>
    (items ?? []).map((item) => ({ value: item.code, label: item.name }));

  return (
    <Row gutter={16}>
      <Col {...col}>
        <Form.Item
          name="mobilePhone"
          label={t('employees:fields.mobilePhone')}
          required
          rules={[zodRule(personalFields.mobilePhone)]}
        >
          <MobileInput data-testid="employee-mobile" />
        </Form.Item>
      </Col>
      <Col {...col}>
        <Form.Item
          name="homePhone"
          label={t('employees:fields.homePhone')}
          rules={[zodRule(personalFields.homePhone)]}
        >
          <Input maxLength={20} inputMode="tel" data-testid="employee-home-phone" />
        </Form.Item>
      </Col>
      <Col {...col}>
        <Form.Item
          name="workPhone"
          label={t('employees:fields.workPhone')}
          rules={[zodRule(personalFields.workPhone)]}
        >
          <Input maxLength={20} inputMode="tel" data-testid="employee-work-phone" />
        </Form.Item>
      </Col>
      <Col {...col}>
        <Form.Item
          name="personalEmail"
          label={t('employees:fields.personalEmail')}
          rules={[zodRule(personalFields.personalEmail)]}
        >
          <Input type="email" autoComplete="off" data-testid="employee-personal-email" />
        </Form.Item>
      </Col>
      <Col {...col}>
        <Form.Item
          name="workEmail"
          label={t('employees:fields.workEmail')}
          rules={[zodRule(personalFields.workEmail)]}
        >
          <Input type="email" autoComplete="off" data-testid="employee-work-email" />
        </Form.Item>
      </Col>
      <Col {...col}>
        <Form.Item
          name="country"
          label={t('employees:fields.country')}
          required
          rules={[zodRule(personalFields.country)]}
        >
          <CountrySelect
            data-testid="employee-country"
            onChange={(next) => {
              // A home abroad has no Peruvian ubigeo.
              if (next !== 'PE')
                form.setFieldsValue({ department: null, province: null, districtUbigeo: null });
            }}
          />
        </Form.Item>
      </Col>
      <Col xs={24} xl={16}>
        <Form.Item
          name="address"
          label={t('employees:fields.address')}
          required
          rules={[zodRule(personalFields.address)]}
        >
          <Input maxLength={200} data-testid="employee-address" />
        </Form.Item>
      </Col>
      <Col {...col}>
        <Form.Item
          name="zipCode"
          label={t('employees:fields.zipCode')}
          rules={[zodRule(personalFields.zipCode)]}
        >
          <Input maxLength={10} data-testid="employee-zip-code" />
        </Form.Item>
      </Col>
      {inPeru && (
        <>
          <Col {...col}>
            <Form.Item name="department" label={t('employees:fields.department')} required>
              <Select<string>
                showSearch={ACCENT_INSENSITIVE_SEARCH}
                placeholder={t('employees:form.choose')}
                loading={departments.isPending}
                options={toOptions(departments.data)}
                onChange={() => form.setFieldsValue({ province: null, districtUbigeo: null })}
                data-testid="employee-department"
              />
            </Form.Item>
          </Col>
          <Col {...col}>
            <Form.Item name="province" label={t('employees:fields.province')} required>
              <Select<string>
                showSearch={ACCENT_INSENSITIVE_SEARCH}
                placeholder={department ? t('employees:form.choose') : t('employees:form.departmentFirst')}
                disabled={!department}
                loading={provinces.isFetching}
                options={toOptions(provinces.data)}
                onChange={() => form.setFieldsValue({ districtUbigeo: null })}
                data-testid="employee-province"
              />
            </Form.Item>
          </Col>
          <Col {...col}>
            <Form.Item
              name="districtUbigeo"
              label={t('employees:fields.district')}
              required
              dependencies={['country']}
              rules={[crossRule(['districtUbigeo'])]}
            >
              <Select<string>
                showSearch={ACCENT_INSENSITIVE_SEARCH}
                placeholder={province ? t('employees:form.choose') : t('employees:form.provinceFirst')}
                disabled={!province}
                loading={districts.isFetching}
                options={toOptions(districts.data)}
                data-testid="employee-district"
              />
            </Form.Item>
          </Col>
        </>
      )}
      <Col xs={24} xl={inPeru ? 24 : 16}>
        <Form.Item
          name="bornAddress"
          label={t('employees:fields.bornAddress')}
          rules={[zodRule(personalFields.bornAddress)]}
        >
          <Input maxLength={200} data-testid="employee-born-address" />
        </Form.Item>
      </Col>
    </Row>
  );
};
