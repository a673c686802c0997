import { CheckCircleOutlined, FileAddOutlined } from '@ant-design/icons';
import { type TWorkToInvoiceQuery, ZInvoiceWorkBody } from '@zerg/shared';
import { Alert, Button, Card, Col, DatePicker, Flex, Form, Row, Select, Typography } from 'antd';
import dayjs from 'dayjs';
import { useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { ErrorState } from '../../../components/error-state';
import { toast } from '../../../components/toast';
import { useFormError } from '../../../components/use-form-error';
import { isApiError } from '../../../lib/api-error';
import { errorMessage } from '../../../lib/error-message';
import { limaMonth } from '../../../lib/format-date';
import { formatMoney } from '../../../lib/format-money';
import { zodRule } from '../../../lib/zod-rule';
import { ClientPicker } from '../../../reference-data/client-picker';
import { useCompanies } from '../../../reference-data/get-companies';
import { useSeries } from '../api/get-series';
import { useWorkToInvoice } from '../api/get-work-to-invoice';
import { useInvoiceWork } from '../api/invoice-work';
import { useBillingRoot } from '../components/use-billing-root';
import { useDefaultCompany } from '../components/use-default-company';
import { WorkIssueModal } from '../components/work-issue-modal';
import { chosenTotals, WorkTripsTable } from '../components/work-trips-table';

type WorkFormValues = { companyId?: number; clientId?: number; period?: string; seriesId?: number };

const fields = ZInvoiceWorkBody.shape;
const previousMonth = () => dayjs(`${limaMonth()}-01`).subtract(1, 'month').format('YYYY-MM');

/**
 * /billing/sales-documents/from-work: a client and a month give the finished trips no document
 * holds, priced with the rate in force on each trip's day; the chosen ones become drafts, one per
 * service order or one for the period as the client is set. A trip without a rate stops the list
 * with the server's message naming the trip and its route.
 */
export const WorkToInvoicePage = () => {
  const { t, i18n } = useTranslation();
  const navigate = useNavigate();
  const { paths, viewPath } = useBillingRoot();
  const [form] = Form.useForm<WorkFormValues>();
  const companies = useCompanies();
  const companyId = Form.useWatch('companyId', form);
  const clientId = Form.useWatch('clientId', form);
  const period = Form.useWatch('period', form);
  const series = useSeries({ companyId, activeOnly: true }, companyId !== undefined);
  const query: TWorkToInvoiceQuery | null =
    clientId && period && companyId ? { clientId, period, companyId } : null;
  const work = useWorkToInvoice(query);
  const invoice = useInvoiceWork();
  const reportError = useFormError();
  const trips = useMemo(() => work.data?.trips ?? [], [work.data]);
  const [chosen, setChosen] = useState<number[]>([]);
  const [issuing, setIssuing] = useState(false);
  const firstCompany = useDefaultCompany();

  useEffect(() => {
    if (form.getFieldValue('companyId') === undefined && firstCompany !== undefined)
      form.setFieldValue('companyId', firstCompany);
  }, [form, firstCompany]);
  useEffect(() => setChosen(trips.map((trip) => trip.travelOrderId)), [trips]);

  const invoiceOptions = (series.data ?? []).filter(
    (s) => s.documentType === '01' || s.documentType === '03',
  );
  const totals = chosenTotals(trips, new Set(chosen));

  /** The drafts of the chosen trips; with `issueDate`, issued at once on that day. */
  const create = async (issueDate?: string) => {
    const values = await form.validateFields().catch(() => null);
    if (!values) return;
    invoice.mutate(
      {
        companyId: values.companyId ?? 0,
        clientId: values.clientId ?? 0,
        period: values.period ?? '',
        seriesId: values.seriesId ?? 0,
        travelOrderIds: chosen,
        ...(issueDate ? { issue: true, issueDate } : {}),
      },
      {
        onSuccess: ({ documentIds }) => {
          const count = documentIds.length;
          toast.success(t(issueDate ? 'billing:work.issued' : 'billing:work.created', { count }));
          const [only] = documentIds;
          void navigate(count === 1 && only !== undefined ? viewPath(only) : paths.list);
        },
        onError: (error) => {
          setIssuing(false);
          reportError(form, error);
        },
      },
    );
  };

  // A 409 (a trip without a rate) is the answer to show, not a failure to retry.
  const refusal = work.isError && isApiError(work.error) && work.error.status === 409;
  return (
    <Flex vertical gap={16}>
      <Card>
        <Form<WorkFormValues> form={form} layout="vertical" initialValues={{ period: previousMonth() }}>
          <Row gutter={16}>
            <Col xs={24} md={6}>
              <Form.Item
                name="companyId"
                label={t('billing:fields.company')}
                required
                rules={[zodRule(fields.companyId)]}
              >
                <Select<number>
                  loading={companies.isPending}
                  options={(companies.data ?? []).map((c) => ({ value: c.id, label: c.name }))}
                  onChange={() => form.setFieldValue('seriesId', undefined)}
                  data-testid="work-company"
                />
              </Form.Item>
            </Col>
            <Col xs={24} md={8}>
              <Form.Item
                name="clientId"
                label={t('billing:fields.client')}
                required
                rules={[zodRule(fields.clientId)]}
              >
                <ClientPicker placeholder={t('billing:fields.clientPlaceholder')} data-testid="work-client" />
              </Form.Item>
            </Col>
            <Col xs={12} md={4}>
              <Form.Item
                name="period"
                label={t('billing:fields.period')}
                required
                rules={[zodRule(fields.period)]}
                getValueProps={(value?: string) => ({ value: value ? dayjs(`${value}-01`) : null })}
                normalize={(value?: dayjs.Dayjs | null) => (value ? value.format('YYYY-MM') : undefined)}
              >
                <DatePicker
                  picker="month"
                  format="MM/YYYY"
                  style={{ width: '100%' }}
                  data-testid="work-period"
                />
              </Form.Item>
            </Col>
            <Col xs={12} md={6}>
              <Form.Item
                name="seriesId"
                label={t('billing:fields.series')}
                required
                rules={[zodRule(fields.seriesId)]}
              >
                <Select<number>
                  loading={series.isFetching}
                  options={invoiceOptions.map((s) => ({
                    value: s.id,
                    label: `${s.series} · ${t(`billing:type.${s.documentType}`)}`,
                  }))}
                  data-testid="work-series"
                />
              </Form.Item>
            </Col>
          </Row>
        </Form>
      </Card>
      <Card
        title={t('billing:work.trips')}
        extra={
          work.data && (
            <Typography.Text type="secondary" data-testid="work-grouping">
              {t(`billing:work.grouping.${work.data.grouping}`)}
            </Typography.Text>
          )
        }
        styles={{ body: { padding: query && !work.isError ? 0 : undefined } }}
      >
        {!query ? (
          <Typography.Text type="secondary">{t('billing:work.pick')}</Typography.Text>
        ) : refusal ? (
          <Alert type="error" showIcon title={errorMessage(t, work.error)} data-testid="work-error" />
        ) : work.isError ? (
          <ErrorState error={work.error} onRetry={() => void work.refetch()} />
        ) : (
          <WorkTripsTable trips={trips} chosen={chosen} onChoose={setChosen} loading={work.isFetching} />
        )}
      </Card>
      <Flex justify="end" align="center" gap={16} wrap>
        {totals.map(({ currency, amount }) => (
          <Typography.Text strong key={currency} data-testid={`work-total-${currency}`}>
            {formatMoney(amount, currency, i18n.language)}
          </Typography.Text>
        ))}
        <Button
          type="primary"
          icon={<FileAddOutlined />}
          disabled={chosen.length === 0 || refusal}
          loading={invoice.isPending}
          onClick={() => void create()}
          data-testid="work-invoice"
        >
          {t('billing:work.invoice', { count: chosen.length })}
        </Button>
        <Button
          icon={<CheckCircleOutlined />}
          disabled={chosen.length === 0 || refusal}
          onClick={() => setIssuing(true)}
          data-testid="work-invoice-issue"
        >
          {t('billing:work.invoiceAndIssue')}
        </Button>
      </Flex>
      {issuing && (
        <WorkIssueModal
          loading={invoice.isPending}
          onClose={() => setIssuing(false)}
          onConfirm={(issueDate) => void create(issueDate)}
        />
      )}
    </Flex>
  );
};
