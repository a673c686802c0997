import { ZQuintaBatchBody } from '@zerg/shared';
import { Alert, Button, Card, Form, Select, Space, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { AreaLimitedNotice } from '../../../components/area-limited-notice';
import { DocumentBatchProgress } from '../../../components/document-batch/document-batch-progress';
import { NumberInput } from '../../../components/number-input';
import { useFormError } from '../../../components/use-form-error';
import { useAreaLimited } from '../../../lib/use-area-limited';
import { zodRule } from '../../../lib/zod-rule';
import { useCompanies } from '../../../reference-data/get-companies';
import { useStartQuintaBatch } from '../api/start-quinta-batch';

type Values = { companyId: number; year: number };

// The certificates are of the year just closed: in February HR issues last year's.
const LAST_YEAR = new Date().getFullYear() - 1;

/**
 * /rrhh/payroll/certificates: pick a company and a year, issue every worker's quinta certificate
 * as a document batch and follow it to the zip. One worker's certificates are on their record.
 */
export const LabourCertificatesPage = () => {
  const { t } = useTranslation();
  const [form] = Form.useForm<Values>();
  const companies = useCompanies();
  const start = useStartQuintaBatch();
  const onError = useFormError();
  const [batchId, setBatchId] = useState<number | null>(null);
  // Every worker's certificates are a whole-staff batch: company-wide work.
  const areaLimited = useAreaLimited();
  const submit = (values: Values) =>
    start.mutate(values, {
      onSuccess: (started) => setBatchId(started.batchId),
      onError: (err) => onError(form, err),
    });
  if (areaLimited) return <AreaLimitedNotice />;
  return (
    <Space direction="vertical" style={{ width: '100%' }} size="large">
      <Card title={t('labour-certificates:quinta.title')}>
        <Typography.Paragraph type="secondary">{t('labour-certificates:quinta.help')}</Typography.Paragraph>
        <Form<Values>
          form={form}
          layout="inline"
          initialValues={{ year: LAST_YEAR }}
          onFinish={submit}
          data-testid="quinta-batch-form"
        >
          <Form.Item
            name="companyId"
            label={t('labour-certificates:company')}
            rules={[zodRule(ZQuintaBatchBody.shape.companyId)]}
          >
            <Select
              style={{ minWidth: 280 }}
              loading={companies.isLoading}
              showSearch
              optionFilterProp="label"
              data-testid="quinta-company"
              options={(companies.data ?? []).map((c) => ({ value: c.id, label: `${c.name} · ${c.ruc}` }))}
            />
          </Form.Item>
          <Form.Item
            name="year"
            label={t('labour-certificates:year')}
            rules={[zodRule(ZQuintaBatchBody.shape.year)]}
          >
            <NumberInput precision={0} data-testid="quinta-year" />
          </Form.Item>
          <Form.Item>
            <Button
              type="primary"
              htmlType="submit"
              loading={start.isPending}
              data-testid="quinta-batch-start"
            >
              {t('labour-certificates:quinta.start')}
            </Button>
          </Form.Item>
        </Form>
      </Card>
      {batchId !== null && (
        <Card title={t('labour-certificates:quinta.progress')}>
          <DocumentBatchProgress batchId={batchId} />
        </Card>
      )}
      <Alert type="info" showIcon message={t('labour-certificates:oneWorker')} />
    </Space>
  );
};
