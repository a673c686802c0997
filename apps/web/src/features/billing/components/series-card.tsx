import { PlusOutlined } from '@ant-design/icons';
import { SALES_DOCUMENT_TYPES, type TBillingSeries, ZBillingSeriesCreateBody } from '@zerg/shared';
import { Button, Card, Form, Input, Select, Switch, Table } from 'antd';
import { useTranslation } from 'react-i18next';
import { toast } from '../../../components/toast';
import { useFormError } from '../../../components/use-form-error';
import { errorMessage } from '../../../lib/error-message';
import { zodRule } from '../../../lib/zod-rule';
import { useCreateSeries } from '../api/create-series';
import { useSeries } from '../api/get-series';
import { useSetSeriesActive } from '../api/set-series-active';

type SeriesFormValues = { documentType?: TBillingSeries['documentType']; series?: string };
const fields = ZBillingSeriesCreateBody.shape;

/**
 * A company's series per document type with the last number given. A series is never deleted (its
 * numbers stay issued); an inactive one is offered no more.
 */
export const SeriesCard = ({ companyId }: { companyId: number | undefined }) => {
  const { t } = useTranslation();
  const [form] = Form.useForm<SeriesFormValues>();
  const series = useSeries({ companyId }, companyId !== undefined);
  const create = useCreateSeries();
  const setActive = useSetSeriesActive();
  const reportError = useFormError();

  const add = async () => {
    const values = await form.validateFields().catch(() => null);
    if (!values || companyId === undefined) return;
    create.mutate(
      { companyId, documentType: values.documentType ?? '01', series: values.series ?? '' },
      {
        onSuccess: (row) => {
          toast.success(t('billing:settings.seriesCreated', { series: row.series }));
          form.resetFields();
        },
        onError: (error) => reportError(form, error),
      },
    );
  };

  return (
    <Card title={t('billing:settings.series')} data-testid="series-card">
      <Form<SeriesFormValues> form={form} layout="inline" style={{ marginBottom: 16, rowGap: 8 }}>
        <Form.Item name="documentType" rules={[zodRule(fields.documentType)]}>
          <Select
            placeholder={t('billing:fields.documentType')}
            options={SALES_DOCUMENT_TYPES.map((type) => ({ value: type, label: t(`billing:type.${type}`) }))}
            style={{ width: 180 }}
            popupMatchSelectWidth={false}
            data-testid="series-type"
          />
        </Form.Item>
        <Form.Item name="series" rules={[zodRule(fields.series)]}>
          <Input
            placeholder="F001"
            maxLength={4}
            style={{ width: 100, textTransform: 'uppercase' }}
            data-testid="series-code"
          />
        </Form.Item>
        <Button
          icon={<PlusOutlined />}
          onClick={() => void add()}
          loading={create.isPending}
          disabled={companyId === undefined}
          data-testid="series-add"
        >
          {t('billing:settings.addSeries')}
        </Button>
      </Form>
      <Table<TBillingSeries>
        rowKey="id"
        size="small"
        pagination={false}
        loading={series.isFetching}
        dataSource={series.data ?? []}
        locale={{ emptyText: t('billing:settings.noSeries') }}
        data-testid="series-table"
        columns={[
          { title: t('billing:fields.series'), dataIndex: 'series' },
          {
            title: t('billing:fields.documentType'),
            dataIndex: 'documentType',
            render: (type: string) => t(`billing:type.${type}`),
          },
          { title: t('billing:settings.lastNumber'), dataIndex: 'lastNumber', align: 'right' },
          {
            title: t('billing:settings.active'),
            dataIndex: 'isActive',
            align: 'center',
            render: (active: boolean, row) => (
              <Switch
                checked={active}
                loading={setActive.isPending && setActive.variables?.id === row.id}
                onChange={(isActive) =>
                  setActive.mutate(
                    { id: row.id, isActive },
                    { onError: (error) => toast.danger(errorMessage(t, error)) },
                  )
                }
                data-testid={`series-active-${row.series}`}
              />
            ),
          },
        ]}
      />
    </Card>
  );
};
