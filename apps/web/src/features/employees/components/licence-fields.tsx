import { LICENCE_CATEGORIES } from '@zerg/shared';
import { Col, Form, Row, Select, Typography } from 'antd';
import dayjs from 'dayjs';
import { useTranslation } from 'react-i18next';
import { DateInput } from '../../../components/date-input';
import { UppercaseInput } from '../../../components/uppercase-input';
import type { CrossRule } from './cross-rule';

/** The licence's fields: each one's rule reads the others (all or nothing, expiry after issue). */
const LICENCE_FIELDS = ['licenceNumber', 'licenceCategory', 'licenceIssueDate', 'licenceExpiryDate'] as const;
const others = (field: (typeof LICENCE_FIELDS)[number]) => LICENCE_FIELDS.filter((f) => f !== field);

export type LicenceFieldsProps = { crossRule: CrossRule };

/** The driving licence (brevete): number, class, issue and expiry day; empty for who does not drive. */
export const LicenceFields = ({ crossRule }: LicenceFieldsProps) => {
  const { t } = useTranslation();
  const col = { xs: 24, md: 12, xl: 6 };
  return (
    <>
      <Typography.Paragraph type="secondary" style={{ marginBottom: 12 }}>
        {t('employees:form.licenceHint')}
      </Typography.Paragraph>
      <Row gutter={16} data-testid="licence-fields">
        <Col {...col}>
          <Form.Item
            name="licenceNumber"
            label={t('employees:fields.licenceNumber')}
            dependencies={others('licenceNumber')}
            rules={[crossRule(['licenceNumber'])]}
          >
            <UppercaseInput maxLength={15} autoComplete="off" data-testid="employee-licence-number" />
          </Form.Item>
        </Col>
        <Col {...col}>
          <Form.Item
            name="licenceCategory"
            label={t('employees:fields.licenceCategory')}
            dependencies={others('licenceCategory')}
            rules={[crossRule(['licenceCategory'])]}
          >
            <Select
              allowClear
              placeholder={t('employees:form.optional')}
              options={LICENCE_CATEGORIES.map((category) => ({ value: category, label: category }))}
              data-testid="employee-licence-category"
            />
          </Form.Item>
        </Col>
        <Col {...col}>
          <Form.Item
            name="licenceIssueDate"
            label={t('employees:fields.licenceIssueDate')}
            dependencies={others('licenceIssueDate')}
            rules={[crossRule(['licenceIssueDate'])]}
          >
            <DateInput
              disabledDate={(date) => date.isAfter(dayjs())}
              data-testid="employee-licence-issue-date"
            />
          </Form.Item>
        </Col>
        <Col {...col}>
          <Form.Item
            name="licenceExpiryDate"
            label={t('employees:fields.licenceExpiryDate')}
            dependencies={others('licenceExpiryDate')}
            rules={[crossRule(['licenceExpiryDate'])]}
          >
            <DateInput data-testid="employee-licence-expiry-date" />
          </Form.Item>
        </Col>
      </Row>
    </>
  );
};
