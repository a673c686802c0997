import { DeleteOutlined, DownloadOutlined, UploadOutlined } from '@ant-design/icons';
import {
  EMPLOYEE_FILE_KINDS,
  type EmployeeFileKind,
  EXPIRING_FILE_KIND,
  FILE_MAX_BYTES,
  type TEmployeeFile,
  ZDate,
} from '@zerg/shared';
import { Button, Card, Col, Empty, Form, Row, Select, Space, Table, Tooltip, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { ConfirmButton } from '../../../components/confirm-button';
import { DateInput } from '../../../components/date-input';
import { DownloadButton } from '../../../components/download-button';
import { codeLabel, codeOptions } from '../../../components/employee-record/code-label';
import { RecordText } from '../../../components/employee-record/record-text';
import { ErrorState } from '../../../components/error-state';
import { ExpiryTag } from '../../../components/expiry-tag';
import { toast } from '../../../components/toast';
import { UploadField } from '../../../components/upload-field';
import { useFormError } from '../../../components/use-form-error';
import { formatDateTime } from '../../../lib/format-date';
import { zodRule } from '../../../lib/zod-rule';
import { useDeleteEmployeeFile } from '../api/delete-employee-file';
import { downloadEmployeeFile } from '../api/download-employee-file';
import { useEmployeeFiles } from '../api/get-employee-files';
import { useUploadEmployeeFile } from '../api/upload-employee-file';

export type FilesTabProps = { employeeId: number };

/**
 * The extensions of the server's FILE_TYPES (PDF, images, Word, Excel): readable in the hint, and
 * the picker's filter. The server still checks the bytes.
 */
export const FILE_ACCEPT = ['.pdf', '.jpg', '.jpeg', '.png', '.webp', '.doc', '.docx', '.xls', '.xlsx'];
const FILE_MAX_MB = FILE_MAX_BYTES / (1024 * 1024);

// `expiry_date` as the server names it, so a 400 on it lands under the field.
type UploadValues = { kind?: EmployeeFileKind; expiry_date?: string | null; file?: File | null };

/** `512 B`, `12.3 KB`, `2.1 MB`. */
export const formatSize = (bytes: number): string => {
  if (bytes < 1024) return `${bytes} B`;
  if (bytes < 1024 * 1024) return `${(bytes / 1024).toFixed(1)} KB`;
  return `${(bytes / (1024 * 1024)).toFixed(1)} MB`;
};

/** The employee's documents: upload by kind, list, download and delete. */
export const FilesTab = ({ employeeId }: FilesTabProps) => {
  const { t } = useTranslation();
  const [form] = Form.useForm<UploadValues>();
  const files = useEmployeeFiles(employeeId);
  const upload = useUploadEmployeeFile();
  const remove = useDeleteEmployeeFile(employeeId);
  const reportError = useFormError();
  const expires = Form.useWatch('kind', form) === EXPIRING_FILE_KIND;

  const send = async () => {
    const values = await form.validateFields().catch(() => null);
    if (!values?.kind || !values.file) return;
    upload.mutate(
      {
        employeeId,
        kind: values.kind,
        expiryDate: values.kind === EXPIRING_FILE_KIND ? values.expiry_date : null,
        file: values.file,
      },
      {
        onSuccess: () => {
          toast.success(t('employees:files.uploaded'));
          form.resetFields();
        },
        onError: (error) => reportError(form, error),
      },
    );
  };

  return (
    <Row gutter={[16, 16]}>
      <Col xs={24} xl={8}>
        <Card size="small" title={t('employees:files.upload')}>
          <Form<UploadValues> form={form} layout="vertical" data-testid="file-upload-form">
            <Form.Item
              name="kind"
              label={t('employees:fields.kind')}
              rules={[{ required: true, message: t('shared:validation.required') }]}
            >
              <Select
                placeholder={t('employees:form.choose')}
                options={codeOptions(t, 'fileKind', EMPLOYEE_FILE_KINDS)}
                data-testid="file-kind"
              />
            </Form.Item>
            {expires ? (
              <Form.Item
                name="expiry_date"
                label={t('employees:fields.expiryDate')}
                extra={t('employees:files.expiryHint')}
                rules={[zodRule(ZDate.nullish())]}
              >
                <DateInput data-testid="file-expiry-date" />
              </Form.Item>
            ) : null}
            <Form.Item
              name="file"
              label={t('employees:fields.file')}
              rules={[{ required: true, message: t('shared:validation.required') }]}
            >
              <UploadField accept={FILE_ACCEPT} maxSizeMb={FILE_MAX_MB} />
            </Form.Item>
            <Button
              type="primary"
              icon={<UploadOutlined />}
              loading={upload.isPending}
              onClick={() => void send()}
              data-testid="file-upload-submit"
            >
              {t('employees:files.send')}
            </Button>
          </Form>
        </Card>
      </Col>
      <Col xs={24} xl={16}>
        <Card size="small" title={t('employees:files.title')}>
          {files.isError ? (
            <ErrorState error={files.error} onRetry={() => void files.refetch()} />
          ) : (
            <Table<TEmployeeFile>
              size="small"
              rowKey="id"
              loading={files.isPending}
              dataSource={files.data ?? []}
              pagination={false}
              scroll={{ x: 'max-content' }}
              data-testid="files-table"
              locale={{
                emptyText: files.isPending ? (
                  ' '
                ) : (
                  <Empty
                    image={Empty.PRESENTED_IMAGE_SIMPLE}
                    description={t('employees:files.empty')}
                    data-testid="files-empty"
                  />
                ),
              }}
              columns={[
                {
                  title: t('employees:fields.kind'),
                  dataIndex: 'kind',
                  render: (kind: EmployeeFileKind) => codeLabel(t, 'fileKind', kind),
                },
                {
                  title: t('employees:files.name'),
                  dataIndex: 'originalName',
                  render: (name: string) => (
                    <Typography.Text ellipsis={{ tooltip: name }} style={{ maxWidth: 260 }}>
                      {name}
                    </Typography.Text>
                  ),
                },
                {
                  title: t('employees:fields.expiryDate'),
                  dataIndex: 'expiryDate',
                  render: (date: string | null, row) =>
                    date ? (
                      <ExpiryTag date={date} label={codeLabel(t, 'fileKind', row.kind)} />
                    ) : row.kind === EXPIRING_FILE_KIND ? (
                      <Typography.Text type="secondary">{t('employees:files.noExpiry')}</Typography.Text>
                    ) : null,
                },
                { title: t('employees:files.size'), dataIndex: 'size', align: 'right', render: formatSize },
                {
                  title: t('employees:files.uploadedAt'),
                  dataIndex: 'uploadedAt',
                  render: (value: string, row) => (
                    <span>
                      {formatDateTime(value)}
                      <br />
                      <Typography.Text type="secondary" style={{ fontSize: 12 }}>
                        <RecordText>{row.uploadedBy}</RecordText>
                      </Typography.Text>
                    </span>
                  ),
                },
                {
                  title: t('common:table.actions'),
                  key: 'actions',
                  align: 'center',
                  render: (_value, row) => (
                    <Space size={0}>
                      <Tooltip title={t('employees:files.download')}>
                        <DownloadButton
                          type="text"
                          icon={<DownloadOutlined />}
                          download={() => downloadEmployeeFile(row)}
                          aria-label={t('employees:files.download')}
                          data-testid={`file-download-${row.id}`}
                        />
                      </Tooltip>
                      <Tooltip title={t('employees:files.delete')}>
                        <ConfirmButton
                          type="text"
                          danger
                          icon={<DeleteOutlined />}
                          confirmDescription={t('employees:files.deleteQuestion', { name: row.originalName })}
                          onConfirm={() =>
                            remove.mutateAsync(row.id).then(() => toast.success(t('employees:files.deleted')))
                          }
                          aria-label={t('employees:files.delete')}
                          data-testid={`file-delete-${row.id}`}
                        />
                      </Tooltip>
                    </Space>
                  ),
                },
              ]}
            />
          )}
        </Card>
      </Col>
    </Row>
  );
};
