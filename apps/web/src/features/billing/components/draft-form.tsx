import {
  CURRENCIES,
  INVOICE_TYPES,
  type TSalesDraftBody,
  translateMessage,
  ZSalesDraftBody,
} from '@zerg/shared';
import { Button, Card, Col, Flex, Form, type FormInstance, Input, Row, Select, Typography } from 'antd';
import { type ReactNode, useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { currentLanguage } from '../../../lib/language';
import { zodRule } from '../../../lib/zod-rule';
import { ClientPicker } from '../../../reference-data/client-picker';
import { useCompanies } from '../../../reference-data/get-companies';
import { useClientSettings } from '../api/get-client-settings';
import { type DraftFormValues, toDraftBody } from './draft-form-values';
import { DraftLines } from './draft-lines';
import { DraftTotalsCard } from './draft-totals';
import { draftTotals } from './line-amounts';
import { SeriesSelect } from './series-select';
import { useDefaultCompany } from './use-default-company';

const fields = ZSalesDraftBody.shape;

type Props = {
  form: FormInstance<DraftFormValues>;
  initialValues: DraftFormValues;
  submitting: boolean;
  onSubmit: (body: TSalesDraftBody) => void;
  /** The client's name when editing, so the picker shows it before any search. */
  clientLabel?: string;
  /** More buttons beside "Save draft" (issue, delete). */
  extra?: ReactNode;
};

/**
 * A draft factura or boleta: company, client, type, series, currency and lines. The totals follow
 * every keystroke with the server's rounding; the shared schema checks the body before sending,
 * and the server's field errors (a boleta for a RUC, a series of another type) land on the fields.
 */
export const DraftForm = ({ form, initialValues, submitting, onSubmit, clientLabel, extra }: Props) => {
  const { t } = useTranslation();
  const companies = useCompanies();
  const companyId = Form.useWatch('companyId', form);
  const clientId = Form.useWatch('clientId', form);
  const documentType = Form.useWatch('documentType', form);
  const currency = Form.useWatch('currency', form) ?? 'PEN';
  const lines = Form.useWatch('lines', form);
  const client = useClientSettings(clientId);
  const totals = draftTotals(lines);
  const firstCompany = useDefaultCompany();

  useEffect(() => {
    if (form.getFieldValue('companyId') === undefined && firstCompany !== undefined)
      form.setFieldValue('companyId', firstCompany);
  }, [form, firstCompany]);

  const submit = async () => {
    const values = await form.validateFields().catch(() => null);
    if (!values) return;
    const parsed = ZSalesDraftBody.safeParse(toDraftBody(form.getFieldsValue(true) as DraftFormValues));
    if (!parsed.success) {
      const lang = currentLanguage();
      // The schema's paths (`lines`, `lines.0.unitValue`) are the form's field names.
      form.setFields(
        parsed.error.issues.map((issue) => ({
          name: issue.path.map((part) => (typeof part === 'number' ? part : String(part))) as never,
          errors: [translateMessage(lang, issue.message)],
        })),
      );
      return;
    }
    onSubmit(parsed.data);
  };

  return (
    <Form<DraftFormValues>
      form={form}
      layout="vertical"
      initialValues={initialValues}
      data-testid="draft-form"
    >
      <Card>
        <Row gutter={16}>
          <Col xs={24} md={8}>
            <Form.Item
              name="companyId"
              label={t('billing:fields.company')}
              required
              rules={[zodRule(fields.companyId)]}
            >
              <Select<number>
                showSearch={{ optionFilterProp: 'label' }}
                loading={companies.isPending}
                options={(companies.data ?? []).map((c) => ({ value: c.id, label: c.name }))}
                data-testid="draft-company"
              />
            </Form.Item>
          </Col>
          <Col xs={24} md={10}>
            <Form.Item
              name="clientId"
              label={t('billing:fields.client')}
              required
              rules={[zodRule(fields.clientId)]}
              extra={
                client.data &&
                t('billing:fields.clientTerms', {
                  count: client.data.paymentTermDays,
                  grouping: t(`billing:grouping.${client.data.grouping}`),
                })
              }
            >
              <ClientPicker
                knownOption={
                  clientLabel && initialValues.clientId
                    ? { value: initialValues.clientId, label: clientLabel }
                    : undefined
                }
                placeholder={t('billing:fields.clientPlaceholder')}
                data-testid="draft-client"
              />
            </Form.Item>
          </Col>
          <Col xs={12} md={6}>
            <Form.Item
              name="currency"
              label={t('billing:fields.currency')}
              required
              rules={[zodRule(fields.currency)]}
            >
              <Select
                options={CURRENCIES.map((c) => ({ value: c, label: c }))}
                data-testid="draft-currency"
              />
            </Form.Item>
          </Col>
          <Col xs={12} md={8}>
            <Form.Item
              name="documentType"
              label={t('billing:fields.documentType')}
              required
              rules={[zodRule(fields.documentType)]}
            >
              <Select
                options={INVOICE_TYPES.map((type) => ({ value: type, label: t(`billing:type.${type}`) }))}
                data-testid="draft-type"
              />
            </Form.Item>
          </Col>
          <Col xs={12} md={4}>
            <Form.Item
              name="seriesId"
              label={t('billing:fields.series')}
              required
              rules={[zodRule(fields.seriesId)]}
            >
              <SeriesSelect
                companyId={companyId}
                documentType={documentType}
                defaultFirst
                data-testid="draft-series"
              />
            </Form.Item>
          </Col>
          <Col xs={24} md={12}>
            <Form.Item
              name="observations"
              label={t('billing:fields.observations')}
              rules={[zodRule(fields.observations)]}
            >
              <Input maxLength={500} data-testid="draft-observations" />
            </Form.Item>
          </Col>
        </Row>
        <Typography.Title level={5}>{t('billing:lines.title')}</Typography.Title>
        <DraftLines currency={currency} />
        <DraftTotalsCard
          totals={totals}
          currency={currency}
          documentType={documentType}
          companyId={companyId}
        />
        <Flex gap={8} justify="end" style={{ marginTop: 16 }}>
          {extra}
          <Button type="primary" loading={submitting} onClick={() => void submit()} data-testid="draft-save">
            {t('billing:form.save')}
          </Button>
        </Flex>
      </Card>
    </Form>
  );
};
