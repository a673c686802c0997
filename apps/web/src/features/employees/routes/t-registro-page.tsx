import { EyeOutlined } from '@ant-design/icons';
import { T_REGISTRO_KINDS, type TTRegistroBody, type TTRegistroPreview, ZTRegistroBody } from '@zerg/shared';
import { Alert, Button, Card, Flex, Form, Select } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { AreaLimitedNotice } from '../../../components/area-limited-notice';
import { DateInput } from '../../../components/date-input';
import { DownloadButton } from '../../../components/download-button';
import { useFormError } from '../../../components/use-form-error';
import { useAreaLimited } from '../../../lib/use-area-limited';
import { zodPathRule, zodRule } from '../../../lib/zod-rule';
import { useCompanies } from '../../../reference-data/get-companies';
import { downloadTRegistro } from '../api/download-t-registro';
import { usePreviewTRegistro } from '../api/preview-t-registro';
import { TRegistroResult } from '../components/t-registro-result';

type Values = Partial<TTRegistroBody>;
const asBody = (values: unknown) => values as TTRegistroBody;

/**
 * /rrhh/employees/t-registro: SUNAT's T-Registro import files of one employer — hires, data changes
 * or cessations in a date range. The preview lists each worker with the required fields their
 * record lacks; the download is the zip of the RP_<RUC> files.
 */
export const TRegistroPage = () => {
  const { t } = useTranslation();
  const [form] = Form.useForm<Values>();
  const companies = useCompanies();
  const preview = usePreviewTRegistro();
  const reportError = useFormError();
  const [shown, setShown] = useState<{ body: TTRegistroBody; result: TTRegistroPreview } | null>(null);
  // The employer's declaration covers the whole staff: company-wide work.
  const areaLimited = useAreaLimited();

  const submit = (values: Values) => {
    const body = asBody(values);
    preview.mutate(body, {
      onSuccess: (result) => setShown({ body, result }),
      onError: (error) => {
        setShown(null);
        reportError(form, error);
      },
    });
  };

  if (areaLimited) return <AreaLimitedNotice />;
  return (
    <Flex vertical gap={16}>
      <Alert type="info" showIcon title={t('employees:tRegistro.intro')} />
      <Card>
        <Form<Values>
          form={form}
          layout="inline"
          onFinish={submit}
          onValuesChange={() => setShown(null)}
          initialValues={{ kind: 'hires' }}
          data-testid="t-registro-form"
        >
          <Form.Item
            name="companyId"
            label={t('employees:tRegistro.company')}
            rules={[zodRule(ZTRegistroBody.shape.companyId)]}
          >
            <Select
              style={{ minWidth: 260 }}
              loading={companies.isPending}
              options={(companies.data ?? []).map((c) => ({
                value: c.id,
                label: `${c.name} (${c.ruc})`,
                disabled: !c.isActive,
              }))}
              data-testid="t-registro-company"
            />
          </Form.Item>
          <Form.Item
            name="kind"
            label={t('employees:tRegistro.kind')}
            rules={[zodRule(ZTRegistroBody.shape.kind)]}
          >
            <Select
              style={{ minWidth: 180 }}
              options={T_REGISTRO_KINDS.map((k) => ({
                value: k,
                label: t(`employees:tRegistro.kinds.${k}`),
              }))}
              data-testid="t-registro-kind"
            />
          </Form.Item>
          <Form.Item
            name="from"
            label={t('employees:tRegistro.from')}
            rules={[zodRule(ZTRegistroBody.shape.from)]}
          >
            <DateInput data-testid="t-registro-from" />
          </Form.Item>
          <Form.Item
            name="to"
            label={t('employees:tRegistro.to')}
            dependencies={['from']}
            validateFirst
            rules={[zodRule(ZTRegistroBody.shape.to), zodPathRule(ZTRegistroBody, ['to'], asBody)]}
          >
            <DateInput data-testid="t-registro-to" />
          </Form.Item>
          <Form.Item>
            <Button
              type="primary"
              htmlType="submit"
              icon={<EyeOutlined />}
              loading={preview.isPending}
              data-testid="t-registro-preview"
            >
              {t('employees:tRegistro.preview')}
            </Button>
          </Form.Item>
        </Form>
      </Card>
      {shown && (
        <Card
          title={t(`employees:tRegistro.kinds.${shown.result.kind}`)}
          extra={
            <DownloadButton
              disabled={shown.result.workers.length === 0}
              download={() => downloadTRegistro(shown.body)}
              data-testid="t-registro-download"
            >
              {t('employees:tRegistro.download')}
            </DownloadButton>
          }
        >
          <TRegistroResult preview={shown.result} />
        </Card>
      )}
    </Flex>
  );
};
