import { TeamOutlined } from '@ant-design/icons';
import { ZTreasurySettingsBody } from '@zerg/shared';
import { Button, Card, Flex, Form, Typography } from 'antd';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { MoneyInput } from '../../../components/money-input';
import { toast } from '../../../components/toast';
import { useFormError } from '../../../components/use-form-error';
import { formatDateTime } from '../../../lib/format-date';
import { zodRule } from '../../../lib/zod-rule';
import { useTreasurySettings } from '../api/get-treasury-settings';
import { useUpdateTreasurySettings } from '../api/update-treasury-settings';

type Values = { singlePersonLimit: string | null };
const fields = ZTreasurySettingsBody.shape;

/**
 * Treasury's separation of duties for the company: whoever makes a movement cannot approve or
 * process it; here the company may name an amount in soles up to which one person may (empty: never).
 */
export const CompanyTreasuryCard = ({ companyId }: { companyId: number }) => {
  const { t } = useTranslation();
  const [form] = Form.useForm<Values>();
  const query = useTreasurySettings(companyId);
  const update = useUpdateTreasurySettings();
  const reportError = useFormError();
  const current = query.data;

  useEffect(() => {
    if (current) form.setFieldsValue({ singlePersonLimit: current.singlePersonLimit });
  }, [current, form]);

  const submit = async (values: Values) => {
    const limit = values.singlePersonLimit === null ? '' : String(values.singlePersonLimit).trim();
    try {
      await update.mutateAsync({ companyId, singlePersonLimit: limit === '' ? null : limit });
      toast.success(t('organisation:treasury.saved'));
    } catch (error) {
      reportError(form, error);
    }
  };

  return (
    <Card
      size="small"
      title={
        <Flex gap={8} align="center">
          <TeamOutlined />
          {t('organisation:treasury.title')}
        </Flex>
      }
      loading={query.isPending}
      data-testid="company-treasury"
    >
      <Typography.Paragraph type="secondary">{t('organisation:treasury.rule')}</Typography.Paragraph>
      <Form<Values> form={form} layout="vertical" onFinish={submit} data-testid="company-treasury-form">
        <Form.Item
          name="singlePersonLimit"
          label={t('organisation:treasury.limit')}
          extra={t('organisation:treasury.limitHint')}
          rules={[zodRule(fields.singlePersonLimit)]}
          style={{ maxWidth: 360 }}
        >
          <MoneyInput<string> stringMode placeholder="—" data-testid="company-treasury-limit" />
        </Form.Item>
        <Button
          type="primary"
          htmlType="submit"
          loading={update.isPending}
          data-testid="company-treasury-save"
        >
          {t('organisation:treasury.save')}
        </Button>
      </Form>
      {current?.updatedAt && (
        <Typography.Text type="secondary" style={{ display: 'block', marginTop: 8, fontSize: 12 }}>
          {t('organisation:treasury.changedBy', {
            date: formatDateTime(current.updatedAt),
            name: current.updatedByName ?? '—',
          })}
        </Typography.Text>
      )}
    </Card>
  );
};
