import { DeleteOutlined, DownloadOutlined, PaperClipOutlined, UploadOutlined } from '@ant-design/icons';
import { FILE_MAX_BYTES, type TTreasuryTransactionDetail } from '@zerg/shared';
import { Button, Divider, List, Space, Typography, Upload } from 'antd';
import { useTranslation } from 'react-i18next';
import { ConfirmButton } from '../../../components/confirm-button';
import { DownloadButton } from '../../../components/download-button';
import { toast } from '../../../components/toast';
import { errorMessage } from '../../../lib/error-message';
import { checkFile } from '../../../lib/file-check';
import { useDeleteAttachment } from '../api/delete-attachment';
import { downloadAttachment } from '../api/download-attachment';
import { useUploadAttachment } from '../api/upload-attachment';
import { stamp } from './transaction-stamp';

/** What the server stores as a voucher: a PDF or a photo of it. */
const ATTACHMENT_TYPES = ['application/pdf', 'image/jpeg', 'image/png'] as const;
const ATTACHMENT_MAX_MB = FILE_MAX_BYTES / (1024 * 1024);

type Props = {
  tx: TTreasuryTransactionDetail;
  /** Vouchers may be added and removed: the movement is still open. */
  attachable: boolean;
};

/** A movement's vouchers: download, remove and upload while it is open. */
export const TransactionAttachments = ({ tx, attachable }: Props) => {
  const { t } = useTranslation();
  const upload = useUploadAttachment();
  const removeAttachment = useDeleteAttachment();
  const failed = (error: unknown) => toast.danger(errorMessage(t, error));

  const beforeUpload = (file: File) => {
    const check = checkFile(file, ATTACHMENT_TYPES, FILE_MAX_BYTES);
    if (!check.ok) {
      toast.danger(
        check.reason === 'size'
          ? t('treasury-transactions:attachments.tooLarge', { max: ATTACHMENT_MAX_MB })
          : t('treasury-transactions:attachments.wrongType'),
      );
      return false;
    }
    upload.mutate(
      { transactionId: tx.id, file },
      { onSuccess: () => toast.success(t('treasury-transactions:attachments.uploaded')), onError: failed },
    );
    // The file goes through the API client, not antd's own request.
    return false;
  };

  return (
    <>
      <Divider titlePlacement="start" style={{ margin: 0 }}>
        {t('treasury-transactions:attachments.title')}
      </Divider>
      <List
        size="small"
        data-testid="tx-attachments"
        dataSource={tx.attachments}
        locale={{ emptyText: t('treasury-transactions:attachments.empty') }}
        renderItem={(file) => (
          <List.Item
            actions={[
              <DownloadButton
                key="download"
                type="text"
                icon={<DownloadOutlined />}
                aria-label={t('treasury-transactions:attachments.download')}
                download={() => downloadAttachment({ id: file.id, name: file.name })}
              />,
              ...(attachable
                ? [
                    <ConfirmButton
                      key="delete"
                      type="text"
                      danger
                      icon={<DeleteOutlined />}
                      aria-label={t('treasury-transactions:attachments.delete')}
                      confirmTitle={t('treasury-transactions:attachments.deleteConfirm', {
                        name: file.name,
                      })}
                      onConfirm={() =>
                        removeAttachment
                          .mutateAsync(file.id)
                          .then(() => toast.success(t('treasury-transactions:attachments.deleted')))
                          .catch(failed)
                      }
                    />,
                  ]
                : []),
            ]}
          >
            <Space>
              <PaperClipOutlined />
              <span>{file.name}</span>
              <Typography.Text type="secondary" style={{ fontSize: 12 }}>
                {(file.size / 1024).toFixed(0)} KB · {stamp(file.uploadedAt)}
                {file.uploadedByName ? ` · ${file.uploadedByName}` : ''}
              </Typography.Text>
            </Space>
          </List.Item>
        )}
      />
      {attachable && (
        <Upload
          accept={ATTACHMENT_TYPES.join(',')}
          beforeUpload={beforeUpload}
          showUploadList={false}
          multiple={false}
        >
          <Button icon={<UploadOutlined />} loading={upload.isPending} data-testid="tx-attach">
            {t('treasury-transactions:attachments.upload')}
          </Button>
        </Upload>
      )}
    </>
  );
};
