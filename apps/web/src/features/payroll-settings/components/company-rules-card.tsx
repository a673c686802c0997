import { SaveOutlined } from '@ant-design/icons';
import { type TPayrollCompanySettings, ZPayrollCompanySettingsBody } from '@zerg/shared';
import { Alert, Button, Card, Col, Form, InputNumber, Row, Select, Typography } from 'antd';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ErrorState } from '../../../components/error-state';
import { NumberInput } from '../../../components/number-input';
import { PageLoader } from '../../../components/page-loader';
import { toast } from '../../../components/toast';
import { useFormError } from '../../../components/use-form-error';
import { formatDateTime } from '../../../lib/format-date';
import { fromPercent, toPercent } from '../../../lib/percent';
import { zodRule } from '../../../lib/zod-rule';
import { useCompanySettings } from '../api/get-company-settings';
import { useUpdateCompanySettings } from '../api/update-company-settings';

const fields = ZPayrollCompanySettingsBody.shape;

type FormValues = {
  fortnightCutDay?: number;
  monthCutDay?: number;
  lateLimitMinutes?: number;
  lateDiscountDays?: string;
  advanceLimitRate?: string;
  quincenaRate?: string;
};

const PART_FIELDS = {
  general: ['lateLimitMinutes', 'lateDiscountDays'],
  payments: ['fortnightCutDay', 'monthCutDay', 'quincenaRate', 'advanceLimitRate'],
} as const;

const RATES = new Set(['advanceLimitRate', 'quincenaRate']);

/**
 * One company's payroll rules, split over two tabs: General (the monthly late limit and the
 * discount days it costs) and Payments (cut days, the quincena share, the advance limit). Rates are
 * typed as percentages and sent as fractions.
 */
export const CompanyRulesCard = ({ part }: { part: 'general' | 'payments' }) => {
  const { t } = useTranslation();
  const [form] = Form.useForm<FormValues>();
  const companies = useCompanySettings();
  const update = useUpdateCompanySettings();
  const reportError = useFormError();
  const [companyId, setCompanyId] = useState<number | null>(null);
  const list = companies.data?.data ?? [];
  const current: TPayrollCompanySettings | undefined = list.find((c) => c.companyId === companyId) ?? list[0];

  useEffect(() => {
    if (!current) return;
    form.setFieldsValue({
      ...current,
      advanceLimitRate: toPercent(current.advanceLimitRate),
      quincenaRate: toPercent(current.quincenaRate),
    });
  }, [current, form]);

  if (companies.isPending) return <PageLoader />;
  if (companies.isError)
    return <ErrorState error={companies.error} onRetry={() => void companies.refetch()} />;
  if (!current) return <Alert type="info" showIcon message={t('payroll-settings:company.none')} />;

  const submit = async () => {
    const values = await form.validateFields().catch(() => null);
    if (!values) return;
    const merged = {
      ...current,
      ...values,
      advanceLimitRate: fromPercent(values.advanceLimitRate ?? toPercent(current.advanceLimitRate)),
      quincenaRate: fromPercent(values.quincenaRate ?? toPercent(current.quincenaRate)),
    };
    const parsed = ZPayrollCompanySettingsBody.safeParse(merged);
    if (!parsed.success) return;
    update.mutate(parsed.data, {
      onSuccess: () => toast.success(t('payroll-settings:company.saved')),
      onError: (error) => reportError(form, error),
    });
  };

  const rateRule = (name: 'advanceLimitRate' | 'quincenaRate') =>
    zodRule({ safeParse: (value: unknown) => fields[name].safeParse(fromPercent(value as string)) });

  return (
    <Card
      title={t(`payroll-settings:company.${part}Title`)}
      style={{ maxWidth: 760 }}
      extra={
        <Select<number>
          value={current.companyId}
          onChange={setCompanyId}
          options={list.map((c) => ({ value: c.companyId, label: c.companyName }))}
          style={{ minWidth: 260 }}
          data-testid={`company-select-${part}`}
        />
      }
    >
      <Alert
        type="info"
        showIcon
        message={t(`payroll-settings:company.${part}Help`)}
        style={{ marginBottom: 16 }}
      />
      <Form<FormValues> form={form} layout="vertical" onFinish={() => void submit()}>
        <Row gutter={16}>
          {PART_FIELDS[part].map((name) => (
            <Col xs={24} sm={12} key={name}>
              <Form.Item
                name={name}
                label={t(`payroll-settings:company.${name}`)}
                extra={t(`payroll-settings:company.${name}Hint`)}
                required
                rules={[RATES.has(name) ? rateRule(name as 'advanceLimitRate') : zodRule(fields[name])]}
              >
                {RATES.has(name) ? (
                  <InputNumber<string>
                    style={{ width: '100%' }}
                    stringMode
                    precision={2}
                    min="0"
                    max="100"
                    suffix="%"
                    data-testid={`company-${name}`}
                  />
                ) : name === 'lateDiscountDays' ? (
                  <InputNumber<string>
                    style={{ width: '100%' }}
                    stringMode
                    precision={2}
                    min="0"
                    data-testid={`company-${name}`}
                  />
                ) : (
                  <NumberInput precision={0} data-testid={`company-${name}`} />
                )}
              </Form.Item>
            </Col>
          ))}
        </Row>
        <Button
          type="primary"
          htmlType="submit"
          icon={<SaveOutlined />}
          loading={update.isPending}
          data-testid={`company-save-${part}`}
        >
          {t('common:actions.save')}
        </Button>
      </Form>
      <Typography.Paragraph type="secondary" style={{ marginTop: 16, marginBottom: 0 }}>
        {current.updatedAt
          ? t('payroll-settings:company.lastSaved', { when: formatDateTime(current.updatedAt) })
          : t('payroll-settings:company.defaults')}
      </Typography.Paragraph>
    </Card>
  );
};
