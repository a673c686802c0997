import { DeleteOutlined } from '@ant-design/icons';
import {
  canChange,
  DOCUMENT_ORDER_STATES,
  DOCUMENT_ORDER_TRANSITIONS,
  SHIPMENT_DOCUMENT_KINDS,
  type TShipmentDocumentInput,
} from '@zerg/shared';
import { Button, Descriptions, Drawer, Flex, Form, Input, Popconfirm, Select, Table, Tag } from 'antd';
import { useTranslation } from 'react-i18next';
import { DateInput } from '../../../components/date-input';
import { toast } from '../../../components/toast';
import { useFormError } from '../../../components/use-form-error';
import { errorMessage } from '../../../lib/error-message';
import { formatDate, formatDateTime, limaToday } from '../../../lib/format-date';
import { useAddShipmentDocument } from '../api/add-shipment-document';
import { useChangeDocumentOrderState } from '../api/change-document-order-state';
import { useDocumentOrder } from '../api/get-document-order';
import { useRemoveShipmentDocument } from '../api/remove-shipment-document';
import { DocumentOrderScans } from './document-order-scans';

type DocDraft = Omit<TShipmentDocumentInput, 'documentOrderId'>;

/** One order: its trip, its papers (add a guide, an invoice…), its scans and its next states. */
export const DocumentOrderDrawer = ({ id, onClose }: { id: number | null; onClose: () => void }) => {
  const { t } = useTranslation();
  const order = useDocumentOrder(id);
  const change = useChangeDocumentOrderState();
  const add = useAddShipmentDocument();
  const removeDoc = useRemoveShipmentDocument();
  const formError = useFormError();
  const [form] = Form.useForm<DocDraft>();
  const o = order.data;
  const next = o
    ? DOCUMENT_ORDER_STATES.filter((s) => canChange(DOCUMENT_ORDER_TRANSITIONS, o.state, s))
    : [];
  const submit = async (values: DocDraft) => {
    if (!o) return;
    try {
      await add.mutateAsync({ ...values, documentOrderId: o.id });
      form.resetFields(['series', 'number']);
    } catch (error) {
      formError(form, error);
    }
  };
  return (
    <Drawer
      open={id !== null}
      onClose={onClose}
      size="large"
      destroyOnHidden
      title={o ? o.trackingNumber : ''}
      extra={o && <Tag>{t(`document-orders:state.${o.state}`)}</Tag>}
      data-testid="document-order-drawer"
    >
      {o && (
        <Flex vertical gap={16}>
          <Descriptions size="small" bordered column={2}>
            <Descriptions.Item label={t('document-orders:columns.travelOrder')}>
              {o.travelOrderCode}
            </Descriptions.Item>
            <Descriptions.Item label={t('document-orders:columns.serviceOrder')}>
              {o.serviceOrderCode}
            </Descriptions.Item>
            <Descriptions.Item label={t('document-orders:columns.client')}>{o.clientName}</Descriptions.Item>
            <Descriptions.Item label={t('document-orders:columns.vehicle')}>
              {o.vehiclePlate}
            </Descriptions.Item>
            <Descriptions.Item label={t('document-orders:columns.driver')}>{o.driverName}</Descriptions.Item>
            <Descriptions.Item label={t('document-orders:columns.receivedAt')}>
              {formatDateTime(o.receivedAt)}
            </Descriptions.Item>
          </Descriptions>
          {next.length > 0 && (
            <Flex gap={8}>
              {next.map((s) => (
                <Button
                  key={s}
                  onClick={() =>
                    change
                      .mutateAsync({ id: o.id, to: s })
                      .catch((e: unknown) => toast.danger(errorMessage(t, e)))
                  }
                  data-testid={`document-order-to-${s}`}
                >
                  {t(`document-orders:to.${s}`)}
                </Button>
              ))}
            </Flex>
          )}
          <Table
            size="small"
            rowKey="id"
            pagination={false}
            dataSource={o.documents}
            locale={{ emptyText: t('document-orders:noDocuments') }}
            columns={[
              {
                title: t('document-orders:doc.kind'),
                dataIndex: 'kind',
                render: (k: string) => t(`document-orders:kind.${k}`),
              },
              { title: t('document-orders:doc.series'), dataIndex: 'series' },
              { title: t('document-orders:doc.number'), dataIndex: 'number' },
              {
                title: t('document-orders:doc.issueDate'),
                dataIndex: 'issueDate',
                render: (d: string) => formatDate(d),
              },
              ...(o.state !== 'delivered_to_client'
                ? [
                    {
                      key: 'actions',
                      width: 48,
                      render: (_: unknown, doc: { id: number; number: string }) => (
                        <Popconfirm
                          title={t('document-orders:doc.removeConfirm', { number: doc.number })}
                          okButtonProps={{ danger: true }}
                          onConfirm={() =>
                            removeDoc
                              .mutateAsync(doc.id)
                              .catch((e: unknown) => toast.danger(errorMessage(t, e)))
                          }
                        >
                          <Button
                            size="small"
                            type="text"
                            danger
                            icon={<DeleteOutlined />}
                            aria-label={t('document-orders:doc.remove')}
                            data-testid={`document-remove-${doc.id}`}
                          />
                        </Popconfirm>
                      ),
                    },
                  ]
                : []),
            ]}
            data-testid="document-order-documents"
          />
          {o.state !== 'delivered_to_client' && (
            <Form<DocDraft>
              form={form}
              layout="inline"
              onFinish={submit}
              initialValues={{ kind: 'carrier_guide', issueDate: limaToday() }}
            >
              <Form.Item name="kind">
                <Select
                  style={{ width: 190 }}
                  options={SHIPMENT_DOCUMENT_KINDS.map((k) => ({
                    value: k,
                    label: t(`document-orders:kind.${k}`),
                  }))}
                />
              </Form.Item>
              <Form.Item name="series">
                <Input placeholder="T001" maxLength={4} style={{ width: 80 }} />
              </Form.Item>
              <Form.Item name="number" rules={[{ required: true, message: t('shared:validation.required') }]}>
                <Input placeholder={t('document-orders:doc.number')} maxLength={20} style={{ width: 140 }} />
              </Form.Item>
              <Form.Item name="issueDate">
                <DateInput style={{ width: 140 }} />
              </Form.Item>
              <Button htmlType="submit" loading={add.isPending}>
                {t('document-orders:doc.add')}
              </Button>
            </Form>
          )}
          <DocumentOrderScans order={o} />
        </Flex>
      )}
    </Drawer>
  );
};
