import { CloudServerOutlined } from '@ant-design/icons';
import {
  SUNAT_ENVIRONMENTS,
  type SunatEnvironment,
  type TSunatCredentialsAnswer,
  ZSunatCredentialsBody,
} from '@zerg/shared';
import { Alert, Button, Card, Flex, Form, Input, Radio, Typography } from 'antd';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { ConfirmButton } from '../../../components/confirm-button';
import { toast } from '../../../components/toast';
import { useFormError } from '../../../components/use-form-error';
import { errorMessage } from '../../../lib/error-message';
import { formatDate, formatDateTime } from '../../../lib/format-date';
import { zodRule } from '../../../lib/zod-rule';
import { useCompanySunat } from '../api/get-company-sunat';
import { useRemoveCompanySunat } from '../api/remove-company-sunat';
import { useUpdateCompanySunat } from '../api/update-company-sunat';

type Endpoints = { billService?: string; billConsultService?: string; greToken?: string; greApi?: string };
type Values = {
  environment: SunatEnvironment;
  solUser: string;
  solPassword?: string;
  greClientId?: string;
  greClientSecret?: string;
  endpoints?: Endpoints;
};
const fields = ZSunatCredentialsBody.shape;
const endpointFields = ['billService', 'billConsultService', 'greToken', 'greApi'] as const;

/** The signing certificate's validity beside the credentials: a warning within 30 days of its end. */
const CertificateValidity = ({ certificate }: { certificate: TSunatCredentialsAnswer['certificate'] }) => {
  const { t } = useTranslation();
  if (!certificate) return <Alert type="info" showIcon message={t('organisation:sunat.noCertificate')} />;
  const date = formatDate(certificate.validTo);
  if (certificate.expired)
    return <Alert type="error" showIcon message={t('organisation:sunat.certificateExpired', { date })} />;
  if (certificate.expiresSoon)
    return (
      <Alert
        type="warning"
        showIcon
        message={t('organisation:sunat.certificateExpiresSoon', { date })}
        data-testid="company-sunat-certificate-warning"
      />
    );
  return <Alert type="success" showIcon message={t('organisation:sunat.certificateValid', { date })} />;
};

/**
 * Where the company's electronic documents go and with which SUNAT credentials: the SOL user for
 * facturas, boletas, notes and bajas, the GRE API's client for the guías. The secrets never come
 * back: a field left empty keeps the one stored.
 */
export const CompanySunatCard = ({ companyId }: { companyId: number }) => {
  const { t } = useTranslation();
  const [form] = Form.useForm<Values>();
  const query = useCompanySunat(companyId);
  const update = useUpdateCompanySunat();
  const remove = useRemoveCompanySunat();
  const reportError = useFormError();
  const current = query.data?.credentials ?? null;
  const environment = Form.useWatch('environment', form);

  useEffect(() => {
    form.setFieldsValue({
      environment: current?.environment ?? 'beta',
      solUser: current?.solUser ?? '',
      solPassword: '',
      greClientId: current?.greClientId ?? '',
      greClientSecret: '',
      endpoints: current?.endpoints
        ? { ...current.endpoints, billConsultService: current.endpoints.billConsultService ?? '' }
        : {},
    });
  }, [current, form]);

  const submit = async (values: Values) => {
    const given = endpointFields.filter((f) => values.endpoints?.[f]?.trim());
    const endpoints =
      values.environment === 'beta' && given.length > 0
        ? {
            billService: values.endpoints?.billService ?? '',
            billConsultService: values.endpoints?.billConsultService || null,
            greToken: values.endpoints?.greToken ?? '',
            greApi: values.endpoints?.greApi ?? '',
          }
        : null;
    try {
      await update.mutateAsync({
        companyId,
        environment: values.environment,
        solUser: values.solUser,
        solPassword: values.solPassword || undefined,
        greClientId: values.greClientId || null,
        greClientSecret: values.greClientSecret || undefined,
        endpoints,
      });
      toast.success(t('organisation:sunat.saved'));
    } catch (error) {
      reportError(form, error);
    }
  };

  const keep = t('organisation:sunat.keepSecret');
  return (
    <Card
      size="small"
      title={
        <Flex gap={8} align="center">
          <CloudServerOutlined />
          {t('organisation:sunat.title')}
        </Flex>
      }
      loading={query.isPending}
      data-testid="company-sunat"
    >
      <Flex vertical gap={12}>
        <CertificateValidity certificate={query.data?.certificate ?? null} />
        <Form<Values> form={form} layout="vertical" onFinish={submit} data-testid="company-sunat-form">
          <Form.Item name="environment" label={t('organisation:sunat.environment')}>
            <Radio.Group
              optionType="button"
              options={SUNAT_ENVIRONMENTS.map((e) => ({
                value: e,
                label: t(`organisation:sunat.environments.${e}`),
              }))}
              data-testid="company-sunat-environment"
            />
          </Form.Item>
          <Flex gap={12} wrap>
            <Form.Item
              name="solUser"
              label={t('organisation:sunat.solUser')}
              rules={[zodRule(fields.solUser)]}
              style={{ flex: 1, minWidth: 200 }}
            >
              <Input autoComplete="off" data-testid="company-sunat-sol-user" />
            </Form.Item>
            <Form.Item
              name="solPassword"
              label={t('organisation:sunat.solPassword')}
              extra={current?.hasSolPassword ? keep : undefined}
              style={{ flex: 1, minWidth: 200 }}
            >
              <Input.Password autoComplete="new-password" data-testid="company-sunat-sol-password" />
            </Form.Item>
          </Flex>
          <Flex gap={12} wrap>
            <Form.Item
              name="greClientId"
              label={t('organisation:sunat.greClientId')}
              style={{ flex: 1, minWidth: 200 }}
            >
              <Input autoComplete="off" data-testid="company-sunat-gre-client" />
            </Form.Item>
            <Form.Item
              name="greClientSecret"
              label={t('organisation:sunat.greClientSecret')}
              extra={current?.hasGreSecret ? keep : undefined}
              style={{ flex: 1, minWidth: 200 }}
            >
              <Input.Password autoComplete="new-password" data-testid="company-sunat-gre-secret" />
            </Form.Item>
          </Flex>
          {environment === 'beta' && (
            <>
              <Typography.Paragraph type="secondary">
                {t('organisation:sunat.endpointsHint')}
              </Typography.Paragraph>
              {endpointFields.map((name) => (
                <Form.Item
                  key={name}
                  name={['endpoints', name]}
                  label={t(`organisation:sunat.endpoints.${name}`)}
                >
                  <Input placeholder="https://" data-testid={`company-sunat-endpoint-${name}`} />
                </Form.Item>
              ))}
            </>
          )}
          <Flex gap={8}>
            <Button
              type="primary"
              htmlType="submit"
              loading={update.isPending}
              data-testid="company-sunat-save"
            >
              {t('organisation:sunat.save')}
            </Button>
            {current && (
              <ConfirmButton
                danger
                onConfirm={() =>
                  remove
                    .mutateAsync(companyId)
                    .then(() => toast.success(t('organisation:sunat.removed')))
                    .catch((error: unknown) => toast.danger(errorMessage(t, error)))
                }
                data-testid="company-sunat-remove"
              >
                {t('organisation:sunat.remove')}
              </ConfirmButton>
            )}
          </Flex>
        </Form>
        {current && (
          <Typography.Text type="secondary" style={{ fontSize: 12 }}>
            {t('organisation:sunat.changedBy', {
              date: formatDateTime(current.updatedAt),
              name: current.updatedBy ?? '—',
            })}
          </Typography.Text>
        )}
      </Flex>
    </Card>
  );
};
