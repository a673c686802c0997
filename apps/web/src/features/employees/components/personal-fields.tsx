import {
  BLOOD_TYPES,
  DOCUMENT_TYPE,
  DOCUMENT_TYPES,
  type DocumentTypeCode,
  GENDERS,
  MARITAL_STATUSES,
  personalFields,
} from '@zerg/shared';
import { Col, Form, Input, Row, Select } from 'antd';
import dayjs from 'dayjs';
import { useTranslation } from 'react-i18next';
import { DateInput } from '../../../components/date-input';
import { codeOptions } from '../../../components/employee-record/code-label';
import { UppercaseInput } from '../../../components/uppercase-input';
import { zodRule } from '../../../lib/zod-rule';
import { CountrySelect } from './country-select';
import type { CrossRule } from './cross-rule';

/** Longest document number each type allows (DNI 8, RUC 11, others up to 12). */
const DOCUMENT_MAX_LENGTH: Record<DocumentTypeCode, number> = { '01': 8, '04': 12, '06': 11, '07': 12 };

export type PersonalFieldsProps = { crossRule: CrossRule };

/** Identity, names, gender, marital status, nationality, birth date, blood type and clothing sizes. */
export const PersonalFields = ({ crossRule }: PersonalFieldsProps) => {
  const { t } = useTranslation();
  const documentType = (Form.useWatch('documentType') as DocumentTypeCode | undefined) ?? DOCUMENT_TYPE.DNI;
  const col = { xs: 24, md: 12, xl: 8 };
  const small = { xs: 8, md: 4, xl: 4 };

  return (
    <Row gutter={16}>
      <Col {...col}>
        <Form.Item
          name="documentType"
          label={t('employees:fields.documentType')}
          required
          rules={[zodRule(personalFields.documentType)]}
        >
          <Select
            options={codeOptions(t, 'documentType', DOCUMENT_TYPES)}
            data-testid="employee-document-type"
          />
        </Form.Item>
      </Col>
      <Col {...col}>
        <Form.Item
          name="documentNumber"
          label={t('employees:fields.documentNumber')}
          required
          dependencies={['documentType']}
          rules={[crossRule(['documentNumber'])]}
          extra={t(`employees:form.documentHint.${documentType}`)}
        >
          <UppercaseInput
            maxLength={DOCUMENT_MAX_LENGTH[documentType]}
            autoComplete="off"
            data-testid="employee-document-number"
          />
        </Form.Item>
      </Col>
      <Col {...col}>
        <Form.Item
          name="firstNames"
          label={t('employees:fields.firstNames')}
          required
          rules={[zodRule(personalFields.firstNames)]}
        >
          <Input maxLength={80} autoComplete="off" data-testid="employee-first-names" />
        </Form.Item>
      </Col>
      <Col {...col}>
        <Form.Item
          name="paternalSurname"
          label={t('employees:fields.paternalSurname')}
          required
          rules={[zodRule(personalFields.paternalSurname)]}
        >
          <Input maxLength={60} autoComplete="off" data-testid="employee-paternal-surname" />
        </Form.Item>
      </Col>
      <Col {...col}>
        <Form.Item
          name="maternalSurname"
          label={t('employees:fields.maternalSurname')}
          rules={[zodRule(personalFields.maternalSurname)]}
        >
          <Input maxLength={60} autoComplete="off" data-testid="employee-maternal-surname" />
        </Form.Item>
      </Col>
      <Col {...col}>
        <Form.Item
          name="gender"
          label={t('employees:fields.gender')}
          required
          rules={[zodRule(personalFields.gender)]}
        >
          <Select
            placeholder={t('employees:form.choose')}
            options={codeOptions(t, 'gender', GENDERS)}
            data-testid="employee-gender"
          />
        </Form.Item>
      </Col>
      <Col {...col}>
        <Form.Item
          name="maritalStatus"
          label={t('employees:fields.maritalStatus')}
          required
          rules={[zodRule(personalFields.maritalStatus)]}
        >
          <Select
            placeholder={t('employees:form.choose')}
            options={codeOptions(t, 'maritalStatus', MARITAL_STATUSES)}
            data-testid="employee-marital-status"
          />
        </Form.Item>
      </Col>
      <Col {...col}>
        <Form.Item
          name="nationality"
          label={t('employees:fields.nationality')}
          required
          rules={[zodRule(personalFields.nationality)]}
        >
          <CountrySelect data-testid="employee-nationality" />
        </Form.Item>
      </Col>
      <Col {...col}>
        <Form.Item
          name="birthDate"
          label={t('employees:fields.birthDate')}
          required
          rules={[crossRule(['birthDate'])]}
        >
          <DateInput
            disabledDate={(date) => date.isAfter(dayjs())}
            defaultPickerValue={dayjs().subtract(30, 'year')}
            data-testid="employee-birth-date"
          />
        </Form.Item>
      </Col>
      <Col {...col}>
        <Form.Item name="bloodType" label={t('employees:fields.bloodType')}>
          <Select
            allowClear
            placeholder={t('employees:form.optional')}
            options={BLOOD_TYPES.map((type) => ({ value: type, label: type }))}
            data-testid="employee-blood-type"
          />
        </Form.Item>
      </Col>
      <Col {...small}>
        <Form.Item
          name="pantSize"
          label={t('employees:fields.pantSize')}
          rules={[zodRule(personalFields.pantSize)]}
        >
          <UppercaseInput maxLength={5} data-testid="employee-pant-size" />
        </Form.Item>
      </Col>
      <Col {...small}>
        <Form.Item
          name="shirtSize"
          label={t('employees:fields.shirtSize')}
          rules={[zodRule(personalFields.shirtSize)]}
        >
          <UppercaseInput maxLength={5} data-testid="employee-shirt-size" />
        </Form.Item>
      </Col>
      <Col {...small}>
        <Form.Item
          name="shoeSize"
          label={t('employees:fields.shoeSize')}
          rules={[zodRule(personalFields.shoeSize)]}
        >
          <UppercaseInput maxLength={5} data-testid="employee-shoe-size" />
        </Form.Item>
      </Col>
    </Row>
  );
};
