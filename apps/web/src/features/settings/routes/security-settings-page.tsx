import { SECOND_FACTOR_SECTIONS, SECTIONS, type TSecuritySettings, ZSecuritySettings } from '@zerg/shared';
import { Button, Card, Flex, Form, Switch, Tag, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { ErrorState } from '../../../components/error-state';
import { NumberInput } from '../../../components/number-input';
import { PageLoader } from '../../../components/page-loader';
import { toast } from '../../../components/toast';
import { useFormError } from '../../../components/use-form-error';
import { zodRule } from '../../../lib/zod-rule';
import { useSecuritySettings } from '../api/get-security-settings';
import { useUpdateSecuritySettings } from '../api/update-security-settings';

const ALWAYS = SECTIONS.filter((s) => SECOND_FACTOR_SECTIONS.includes(s.id));

/**
 * /settings/general/security: who signs in with a second factor. Holders of the money and
 * administration sections always do; the switch asks it of everyone.
 */
export const SecuritySettingsPage = () => {
  const { t } = useTranslation();
  const settings = useSecuritySettings();
  const update = useUpdateSecuritySettings();
  const reportError = useFormError();
  const [form] = Form.useForm<TSecuritySettings>();
  if (settings.isPending) return <PageLoader />;
  if (settings.isError) return <ErrorState error={settings.error} onRetry={() => void settings.refetch()} />;

  const save = (values: TSecuritySettings) =>
    update.mutate(values, {
      onSuccess: () => toast.success(t('second-factor:settings.saved')),
      onError: (error) => reportError(form, error),
    });

  return (
    <Card title={t('second-factor:settings.title')} style={{ maxWidth: 760 }}>
      <Flex vertical gap={16}>
        <div>
          <Typography.Paragraph style={{ marginBottom: 8 }}>
            {t('second-factor:settings.always')}
          </Typography.Paragraph>
          <Flex gap={4} wrap data-testid="second-factor-sections">
            {ALWAYS.map((s) => (
              <Tag key={s.id} color="gold" variant="outlined">
                {t(`common:sections.${s.key}`)}
              </Tag>
            ))}
          </Flex>
        </div>
        <Form<TSecuritySettings>
          form={form}
          layout="vertical"
          initialValues={settings.data}
          onFinish={save}
          requiredMark={false}
        >
          <Form.Item
            name="requireSecondFactorForEveryone"
            label={t('second-factor:settings.everyone')}
            extra={t('second-factor:settings.everyoneHint')}
            valuePropName="checked"
          >
            <Switch data-testid="security-require-everyone" />
          </Form.Item>
          <Form.Item
            name="trustedDeviceDays"
            label={t('second-factor:settings.trustedDays')}
            extra={t('second-factor:settings.trustedDaysHint')}
            rules={[zodRule(ZSecuritySettings.shape.trustedDeviceDays)]}
          >
            <NumberInput precision={0} style={{ width: 160 }} data-testid="security-trusted-days" />
          </Form.Item>
          <Button type="primary" htmlType="submit" loading={update.isPending} data-testid="security-save">
            {t('common:actions.save')}
          </Button>
        </Form>
      </Flex>
    </Card>
  );
};
