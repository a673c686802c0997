import { DeleteOutlined, PaperClipOutlined, UploadOutlined } from '@ant-design/icons';
import { Button, List, Popconfirm, Typography, Upload } from 'antd';
import { useTranslation } from 'react-i18next';
import { DownloadButton } from '../../../components/download-button';
import { toast } from '../../../components/toast';
import { errorMessage } from '../../../lib/error-message';
import { formatDateTime } from '../../../lib/format-date';
import { downloadSettlementLineScan } from '../api/download-settlement-line-scan';
import { useSettlementLineScans } from '../api/get-settlement-line-scans';
import { useRemoveSettlementLineScan } from '../api/remove-settlement-line-scan';
import { useUploadSettlementLineScan } from '../api/upload-settlement-line-scan';

const size = (bytes: number) =>
  bytes < 1024 * 1024
    ? `${Math.max(1, Math.round(bytes / 1024))} KB`
    : `${(bytes / 1024 / 1024).toFixed(1)} MB`;

/**
 * The scans of one expense line's receipt: open any time; attach (PDF or photo) and remove only
 * while the settlement is open, as the server allows.
 */
export const SettlementLineScans = ({ lineId, editable }: { lineId: number; editable: boolean }) => {
  const { t } = useTranslation();
  const scans = useSettlementLineScans(lineId);
  const upload = useUploadSettlementLineScan();
  const remove = useRemoveSettlementLineScan();
  const fail = (error: unknown) => toast.danger(errorMessage(t, error));
  return (
    <List
      size="small"
      loading={scans.isPending}
      data-testid={`line-scans-${lineId}`}
      header={
        <Typography.Text strong style={{ display: 'flex', justifyContent: 'space-between' }}>
          {t('settlements:scans.title')}
          {editable && (
            <Upload
              accept="application/pdf,image/jpeg,image/png"
              showUploadList={false}
              beforeUpload={(file) => {
                upload.mutateAsync({ lineId, file }).catch(fail);
                return false;
              }}
            >
              <Button
                size="small"
                icon={<UploadOutlined />}
                loading={upload.isPending}
                data-testid="line-scan-upload"
              >
                {t('settlements:scans.attach')}
              </Button>
            </Upload>
          )}
        </Typography.Text>
      }
      dataSource={scans.data?.scans ?? []}
      locale={{ emptyText: scans.isError ? errorMessage(t, scans.error) : t('settlements:scans.none') }}
      renderItem={(s) => (
        <List.Item
          actions={
            editable
              ? [
                  <Popconfirm
                    key="remove"
                    title={t('settlements:scans.removeConfirm', { name: s.name })}
                    okButtonProps={{ danger: true }}
                    onConfirm={() => remove.mutateAsync(s.id).catch(fail)}
                  >
                    <Button
                      size="small"
                      type="text"
                      danger
                      icon={<DeleteOutlined />}
                      aria-label={t('settlements:scans.remove')}
                      data-testid={`line-scan-remove-${s.id}`}
                    />
                  </Popconfirm>,
                ]
              : []
          }
        >
          <DownloadButton
            type="link"
            size="small"
            icon={<PaperClipOutlined />}
            download={() => downloadSettlementLineScan(s.id, s.name)}
            data-testid={`line-scan-${s.id}`}
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
