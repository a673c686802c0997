import { DeleteOutlined, SafetyCertificateOutlined, UploadOutlined } from '@ant-design/icons';
import { CERTIFICATE_EXTENSIONS, CERTIFICATE_MAX_BYTES, ZCompanyCertificateFields } from '@zerg/shared';
import { Button, Card, Descriptions, Divider, Flex, Form, Input, Tag, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { ConfirmButton } from '../../../components/confirm-button';
import { toast } from '../../../components/toast';
import { UploadField } from '../../../components/upload-field';
import { useFormError } from '../../../components/use-form-error';
import { formatDate, formatDateTime } from '../../../lib/format-date';
import { currentLanguage } from '../../../lib/language';
import { translateMessage } from '../../../lib/translate';
import { zodRule } from '../../../lib/zod-rule';
import { useCompanyCertificate } from '../api/get-company-certificate';
import { useRemoveCompanyCertificate } from '../api/remove-company-certificate';
import { useUploadCompanyCertificate } from '../api/upload-company-certificate';

type Values = { file?: File | null; password?: string };
const MAX_MB = CERTIFICATE_MAX_BYTES / (1024 * 1024);

const fileRequired = {
  validator: (_rule: unknown, value: File | null | undefined) =>
    value
      ? Promise.resolve()
      : Promise.reject(new Error(translateMessage(currentLanguage(), 'validation.required'))),
};

/**
 * The company's signing certificate for its electronic documents: who it names and until when, and
 * a form to upload or replace it (.p12/.pfx with its password). The file never comes back.
 */
export const CompanyCertificateCard = ({ companyId }: { companyId: number }) => {
  const { t } = useTranslation();
  const [form] = Form.useForm<Values>();
  const query = useCompanyCertificate(companyId);
  const upload = useUploadCompanyCertificate();
  const remove = useRemoveCompanyCertificate();
  const reportError = useFormError();
  const current = query.data?.certificate ?? null;

  const submit = async (values: Values) => {
    if (!values.file || !values.password) return;
    try {
      await upload.mutateAsync({ companyId, password: values.password, file: values.file });
      toast.success(t('organisation:certificate.uploaded'));
      form.resetFields();
    } catch (error) {
      reportError(form, error, {
        CERTIFICATE_PASSWORD_WRONG: 'password',
        CERTIFICATE_INVALID: 'file',
        CERTIFICATE_EXPIRED: 'file',
      });
    }
  };

  return (
    <Card
      size="small"
      title={
        <Flex gap={8} align="center">
          <SafetyCertificateOutlined />
          {t('organisation:certificate.title')}
        </Flex>
      }
      loading={query.isPending}
      data-testid="company-certificate"
      extra={
        current && (
          <ConfirmButton
            danger
            type="text"
            size="small"
            icon={<DeleteOutlined />}
            confirmDescription={t('organisation:certificate.removeConfirm')}
            onConfirm={async () => {
              await remove.mutateAsync(companyId);
              toast.success(t('organisation:certificate.removed'));
            }}
            data-testid="company-certificate-remove"
          >
            {t('organisation:certificate.remove')}
          </ConfirmButton>
        )
      }
    >
      {current ? (
        <Descriptions
          size="small"
          column={1}
          data-testid="company-certificate-details"
          items={[
            {
              key: 'holder',
              label: t('organisation:certificate.holder'),
              children: <span data-testid="company-certificate-holder">{current.holder}</span>,
            },
            { key: 'issuer', label: t('organisation:certificate.issuer'), children: current.issuer },
            { key: 'serial', label: t('organisation:certificate.serial'), children: current.serialNumber },
            {
              key: 'validity',
              label: t('organisation:certificate.validity'),
              children: (
                <Flex gap={8} align="center" wrap>
                  <span data-testid="company-certificate-validity">
                    {t('organisation:certificate.range', {
                      from: formatDate(current.validFrom),
                      to: formatDate(current.validTo),
                    })}
                  </span>
                  <Tag color={current.expired ? 'red' : 'green'} data-testid="company-certificate-state">
                    {t(
                      current.expired ? 'organisation:certificate.expired' : 'organisation:certificate.valid',
                    )}
                  </Tag>
                </Flex>
              ),
            },
            {
              key: 'uploaded',
              label: t('organisation:certificate.uploadedAt'),
              children: t('organisation:certificate.uploadedBy', {
                date: formatDateTime(current.uploadedAt),
                name: current.uploadedBy ?? '—',
              }),
            },
          ]}
        />
      ) : (
        <Typography.Paragraph type="secondary" data-testid="company-certificate-none">
          {t('organisation:certificate.none')}
        </Typography.Paragraph>
      )}
      <Divider style={{ margin: '12px 0' }} />
      <Form<Values> form={form} layout="vertical" onFinish={submit} data-testid="company-certificate-form">
        <Flex gap={16} wrap align="flex-start">
          <Form.Item
            name="file"
            label={t(current ? 'organisation:certificate.replaceFile' : 'organisation:certificate.file')}
            extra={t('organisation:certificate.hint')}
            required
            rules={[fileRequired]}
            style={{ flex: '1 1 260px' }}
          >
            <UploadField accept={CERTIFICATE_EXTENSIONS} maxSizeMb={MAX_MB} />
          </Form.Item>
          <Form.Item
            name="password"
            label={t('organisation:certificate.password')}
            required
            rules={[zodRule(ZCompanyCertificateFields.shape.password)]}
            style={{ flex: '1 1 200px' }}
          >
            <Input.Password maxLength={128} autoComplete="off" data-testid="company-certificate-password" />
          </Form.Item>
        </Flex>
        <Button
          type="primary"
          htmlType="submit"
          icon={<UploadOutlined />}
          loading={upload.isPending}
          data-testid="company-certificate-upload"
        >
          {t(current ? 'organisation:certificate.replace' : 'organisation:certificate.upload')}
        </Button>
      </Form>
    </Card>
  );
};
