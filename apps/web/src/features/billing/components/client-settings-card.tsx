import {
  BILLING_GROUPINGS,
  LANGUAGES,
  type TBillingClientSettingsBody,
  ZBillingClientSettingsBody,
} from '@zerg/shared';
import { Button, Card, Col, Form, Radio, Row, Select, Typography } from 'antd';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from '../../../components/toast';
import { useFormError } from '../../../components/use-form-error';
import { zodRule } from '../../../lib/zod-rule';
import { ClientPicker } from '../../../reference-data/client-picker';
import { useClientSettings } from '../api/get-client-settings';
import { useSaveClientSettings } from '../api/save-client-settings';

type Values = Partial<TBillingClientSettingsBody>;
const fields = ZBillingClientSettingsBody.shape;

/**
 * How a client is invoiced from the work done (one invoice per service order, or one for the
 * period) and the language of its printed documents; its credit days come from the client record.
 */
export const ClientSettingsCard = () => {
  const { t } = useTranslation();
  const [form] = Form.useForm<Values>();
  const clientId = Form.useWatch('clientId', form);
  const settings = useClientSettings(clientId);
  const save = useSaveClientSettings();
  const reportError = useFormError();

  useEffect(() => {
    if (settings.data)
      form.setFieldsValue({ grouping: settings.data.grouping, language: settings.data.language });
  }, [form, settings.data]);

  const submit = async () => {
    const values = await form.validateFields().catch(() => null);
    if (!values) return;
    save.mutate(values as TBillingClientSettingsBody, {
      onSuccess: () => toast.success(t('billing:settings.saved')),
      onError: (error) => reportError(form, error),
    });
  };

  return (
    <Card title={t('billing:settings.client')} data-testid="client-settings">
      <Form<Values> form={form} layout="vertical">
        <Row gutter={16}>
          <Col span={24}>
            <Form.Item
              name="clientId"
              label={t('billing:fields.client')}
              required
              rules={[zodRule(fields.clientId)]}
              extra={
                settings.data && t('billing:settings.termDays', { count: settings.data.paymentTermDays })
              }
            >
              <ClientPicker
                placeholder={t('billing:fields.clientPlaceholder')}
                data-testid="client-settings-client"
              />
            </Form.Item>
          </Col>
          <Col span={24}>
            <Form.Item
              name="grouping"
              label={t('billing:settings.grouping')}
              required
              rules={[zodRule(fields.grouping)]}
            >
              <Radio.Group
                disabled={!clientId}
                options={BILLING_GROUPINGS.map((g) => ({ value: g, label: t(`billing:grouping.${g}`) }))}
                data-testid="client-settings-grouping"
              />
            </Form.Item>
          </Col>
          <Col span={24}>
            <Form.Item
              name="language"
              label={t('billing:fields.language')}
              required
              rules={[zodRule(fields.language)]}
            >
              <Select
                disabled={!clientId}
                options={LANGUAGES.map((l) => ({ value: l, label: t(`common:languages.${l}`) }))}
                data-testid="client-settings-language"
              />
            </Form.Item>
          </Col>
        </Row>
        {!clientId && (
          <Typography.Paragraph type="secondary">{t('billing:settings.pickClient')}</Typography.Paragraph>
        )}
        <Button
          type="primary"
          onClick={() => void submit()}
          loading={save.isPending}
          disabled={!clientId || settings.isPending}
          data-testid="client-settings-save"
        >
          {t('common:actions.save')}
        </Button>
      </Form>
    </Card>
  );
};
