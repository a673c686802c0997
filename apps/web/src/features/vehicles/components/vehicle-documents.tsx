import { UploadOutlined } from '@ant-design/icons';
import {
  type TVehicleDocument,
  VEHICLE_DOCUMENT_KINDS,
  type VehicleDocumentKind,
  ZVehicleDocumentFields,
} from '@zerg/shared';
import { Button, Col, Empty, Form, Input, Row, Select, Table, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { DateInput } from '../../../components/date-input';
import { DownloadButton } from '../../../components/download-button';
import { toast } from '../../../components/toast';
import { UploadField } from '../../../components/upload-field';
import { useFormError } from '../../../components/use-form-error';
import { formatDate } from '../../../lib/format-date';
import { zodPathRule, zodRule } from '../../../lib/zod-rule';
import { downloadVehicleDocument, useUploadVehicleDocument } from '../api/vehicles';
import { ExpiryTag } from './expiry-tag';

type UploadValues = {
  kind: VehicleDocumentKind;
  number: string;
  issueDate: string;
  expiryDate: string;
  file: File | null;
};
const docFields = ZVehicleDocumentFields.shape;
const asBody = (v: Partial<UploadValues>) => ({
  vehicle_id: 1,
  kind: v.kind,
  number: v.number,
  issue_date: v.issueDate,
  expiry_date: v.expiryDate,
});

/** SOAT, technical inspection and MTC certificate on file, and the form to add a renewal with its scan. */
export const VehicleDocuments = ({
  vehicleId,
  documents,
}: {
  vehicleId: number;
  documents: TVehicleDocument[];
}) => {
  const { t } = useTranslation();
  const [form] = Form.useForm<UploadValues>();
  const upload = useUploadVehicleDocument();
  const reportError = useFormError();

  const submit = (v: UploadValues) => {
    if (!v.file) return;
    upload.mutate(
      {
        vehicleId,
        kind: v.kind,
        number: v.number,
        issueDate: v.issueDate,
        expiryDate: v.expiryDate,
        file: v.file,
      },
      {
        onSuccess: () => {
          toast.success(t('vehicles:documents.saved'));
          form.resetFields();
        },
        onError: (error) => reportError(form, error),
      },
    );
  };

  return (
    <div data-testid="vehicle-documents">
      <Table<TVehicleDocument>
        size="small"
        rowKey="id"
        pagination={false}
        dataSource={documents}
        locale={{ emptyText: <Empty description={t('vehicles:documents.empty')} /> }}
        columns={[
          {
            title: t('vehicles:documents.kind'),
            dataIndex: 'kind',
            render: (k: string) => t(`vehicles:documents.kinds.${k}`),
          },
          { title: t('vehicles:documents.number'), dataIndex: 'number' },
          {
            title: t('vehicles:documents.issueDate'),
            dataIndex: 'issueDate',
            render: (d: string) => formatDate(d),
          },
          {
            title: t('vehicles:documents.expiryDate'),
            dataIndex: 'expiryDate',
            render: (d: string) => <ExpiryTag date={d} />,
          },
          {
            title: t('vehicles:documents.file'),
            dataIndex: 'fileName',
            render: (name: string | null, doc) =>
              name ? (
                <DownloadButton size="small" type="link" download={() => downloadVehicleDocument(doc)}>
                  {name}
                </DownloadButton>
              ) : (
                <Typography.Text type="secondary">—</Typography.Text>
              ),
          },
        ]}
      />
      <Typography.Title level={5} style={{ marginTop: 16 }}>
        {t('vehicles:documents.add')}
      </Typography.Title>
      <Form<UploadValues>
        form={form}
        layout="vertical"
        onFinish={submit}
        initialValues={{ kind: 'soat' }}
        data-testid="document-form"
      >
        <Row gutter={12}>
          <Col xs={24} sm={12}>
            <Form.Item name="kind" label={t('vehicles:documents.kind')} required>
              <Select
                options={VEHICLE_DOCUMENT_KINDS.map((k) => ({
                  value: k,
                  label: t(`vehicles:documents.kinds.${k}`),
                }))}
                data-testid="document-kind"
              />
            </Form.Item>
          </Col>
          <Col xs={24} sm={12}>
            <Form.Item
              name="number"
              label={t('vehicles:documents.number')}
              required
              rules={[zodRule(docFields.number)]}
            >
              <Input maxLength={40} data-testid="document-number" />
            </Form.Item>
          </Col>
          <Col xs={12}>
            <Form.Item
              name="issueDate"
              label={t('vehicles:documents.issueDate')}
              required
              rules={[zodRule(docFields.issue_date)]}
            >
              <DateInput data-testid="document-issue" />
            </Form.Item>
          </Col>
          <Col xs={12}>
            <Form.Item
              name="expiryDate"
              label={t('vehicles:documents.expiryDate')}
              required
              dependencies={['issueDate']}
              rules={[
                zodRule(docFields.expiry_date),
                zodPathRule(ZVehicleDocumentFields, ['expiry_date'], (v) =>
                  asBody(v as Partial<UploadValues>),
                ),
              ]}
            >
              <DateInput data-testid="document-expiry" />
            </Form.Item>
          </Col>
          <Col span={24}>
            <Form.Item
              name="file"
              label={t('vehicles:documents.file')}
              required
              rules={[
                {
                  validator: async (_r, f: File | null) => {
                    if (!f) throw new Error(t('vehicles:documents.fileRequired'));
                  },
                },
              ]}
            >
              <UploadField accept={['.pdf', '.jpg', '.jpeg', '.png', '.webp']} maxSizeMb={10} />
            </Form.Item>
          </Col>
        </Row>
        <Button
          htmlType="submit"
          icon={<UploadOutlined />}
          loading={upload.isPending}
          data-testid="document-save"
        >
          {t('vehicles:documents.upload')}
        </Button>
      </Form>
    </div>
  );
};
