import { ZDetractionAccount } from '@zerg/shared';
import { Button, Card, Form, Input, Typography } from 'antd';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from '../../../components/toast';
import { useFormError } from '../../../components/use-form-error';
import { currentLanguage } from '../../../lib/language';
import { schemaError } from '../../../lib/zod-rule';
import { useCompanySettings } from '../api/get-company-settings';
import { useSaveCompanySettings } from '../api/save-company-settings';

type Values = { detractionAccount?: string };

/** The company's Banco de la Nación account, printed on every invoice that carries the detracción. */
export const CompanySettingsCard = ({ companyId }: { companyId: number | undefined }) => {
  const { t } = useTranslation();
  const [form] = Form.useForm<Values>();
  const settings = useCompanySettings(companyId);
  const save = useSaveCompanySettings();
  const reportError = useFormError();
  const account = settings.data?.detractionAccount ?? '';

  useEffect(() => form.setFieldsValue({ detractionAccount: account }), [form, account]);

  const submit = async () => {
    const values = await form.validateFields().catch(() => null);
    if (!values || companyId === undefined) return;
    const text = values.detractionAccount?.trim() ?? '';
    save.mutate(
      { companyId, detractionAccount: text === '' ? null : text },
      {
        onSuccess: () => toast.success(t('billing:settings.saved')),
        onError: (error) => reportError(form, error),
      },
    );
  };

  return (
    <Card title={t('billing:settings.company')} data-testid="company-settings">
      <Typography.Paragraph type="secondary">{t('billing:settings.companyHint')}</Typography.Paragraph>
      <Form<Values> form={form} layout="inline" style={{ rowGap: 8 }}>
        <Form.Item
          name="detractionAccount"
          label={t('billing:detraction.bankAccount')}
          rules={[
            {
              // Empty clears the account; anything typed must be one.
              validator: async (_rule, value?: string) => {
                const message = value?.trim()
                  ? schemaError(ZDetractionAccount, value, currentLanguage())
                  : null;
                if (message !== null) throw new Error(message);
              },
            },
          ]}
        >
          <Input
            placeholder="00-000-123456"
            maxLength={20}
            style={{ width: 200 }}
            data-testid="company-detraction-account"
          />
        </Form.Item>
        <Button
          type="primary"
          onClick={() => void submit()}
          loading={save.isPending}
          disabled={companyId === undefined || settings.isPending}
          data-testid="company-settings-save"
        >
          {t('common:actions.save')}
        </Button>
      </Form>
    </Card>
  );
};
