import { DeleteOutlined, PaperClipOutlined, UploadOutlined } from '@ant-design/icons';
import type { TDocumentOrderDetail } from '@zerg/shared';
import { Button, List, Popconfirm, Typography, Upload } from 'antd';
import { useTranslation } from 'react-i18next';
import { DownloadButton } from '../../../components/download-button';
import { toast } from '../../../components/toast';
import { errorMessage } from '../../../lib/error-message';
import { formatDateTime } from '../../../lib/format-date';
import { downloadDocumentOrderScan } from '../api/download-document-order-scan';
import { useRemoveDocumentOrderScan } from '../api/remove-document-order-scan';
import { useUploadDocumentOrderScan } from '../api/upload-document-order-scan';

const size = (bytes: number) =>
  bytes < 1024 * 1024
    ? `${Math.max(1, Math.round(bytes / 1024))} KB`
    : `${(bytes / 1024 / 1024).toFixed(1)} MB`;

/** The scanned guides and receipts of an order: attach (PDF or photo), open, remove. */
export const DocumentOrderScans = ({ order }: { order: TDocumentOrderDetail }) => {
  const { t } = useTranslation();
  const upload = useUploadDocumentOrderScan();
  const remove = useRemoveDocumentOrderScan();
  const fail = (error: unknown) => toast.danger(errorMessage(t, error));
  return (
    <List
      size="small"
      bordered
      data-testid="document-order-scans"
      header={
        <Typography.Text strong style={{ display: 'flex', justifyContent: 'space-between' }}>
          {t('document-orders:scans')}
          <Upload
            accept="application/pdf,image/jpeg,image/png,image/webp"
            showUploadList={false}
            beforeUpload={(file) => {
              upload.mutateAsync({ documentOrderId: order.id, file }).catch(fail);
              return false;
            }}
          >
            <Button
              size="small"
              icon={<UploadOutlined />}
              loading={upload.isPending}
              data-testid="scan-upload"
            >
              {t('document-orders:attachScan')}
            </Button>
          </Upload>
        </Typography.Text>
      }
      dataSource={order.scans}
      locale={{ emptyText: t('document-orders:noScans') }}
      renderItem={(s) => (
        <List.Item
          actions={[
            <Popconfirm
              key="remove"
              title={t('document-orders:removeScan')}
              onConfirm={() => remove.mutateAsync(s.id).catch(fail)}
            >
              <Button
                size="small"
                type="text"
                danger
                icon={<DeleteOutlined />}
                aria-label={t('document-orders:removeScan')}
                data-testid={`remove-scan-${s.id}`}
              />
            </Popconfirm>,
          ]}
        >
          <DownloadButton
            type="link"
            size="small"
            icon={<PaperClipOutlined />}
            download={() => downloadDocumentOrderScan(s.id, s.name)}
            data-testid={`scan-${s.id}`}
          >
            {s.name}
          </DownloadButton>
          <Typography.Text type="secondary">
            {size(s.size)} · {formatDateTime(s.uploadedAt)}
          </Typography.Text>
        </List.Item>
      )}
    />
  );
};
