import { DownloadOutlined } from '@ant-design/icons';
import { Button, Flex, Image, Modal, Spin, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { DownloadButton } from '../../../components/download-button';
import { ErrorState } from '../../../components/error-state';
import { downloadUserQr } from '../api/download-user-qr';
import { useUserQr } from '../api/get-user-qr';

export type QrTarget = { id: number; fullName: string };

export type UserQrModalProps = {
  /** The user whose QR to show; null keeps the modal closed. */
  user: QrTarget | null;
  onClose: () => void;
};

/** Shows a user's QR code with its payload and a PNG download. */
export const UserQrModal = ({ user, onClose }: UserQrModalProps) => {
  const { t } = useTranslation();
  const qr = useUserQr(user?.id ?? null);

  return (
    <Modal
      open={user !== null}
      onCancel={onClose}
      title={t('users:qr.title', { name: user?.fullName ?? '' })}
      destroyOnHidden
      footer={[
        <Button key="close" onClick={onClose}>
          {t('common:actions.close')}
        </Button>,
        <DownloadButton
          key="download"
          type="primary"
          icon={<DownloadOutlined />}
          disabled={!user}
          download={async () => {
            if (user) await downloadUserQr(user.id);
          }}
          data-testid="qr-download"
        >
          {t('users:qr.download')}
        </DownloadButton>,
      ]}
    >
      <Flex
        vertical
        align="center"
        gap={12}
        style={{ minHeight: 260, justifyContent: 'center' }}
        data-testid="qr-modal"
      >
        {qr.isPending ? (
          <Spin size="large" />
        ) : qr.isError ? (
          <ErrorState error={qr.error} onRetry={() => void qr.refetch()} />
        ) : (
          <>
            <Image
              src={qr.data.dataUrl}
              alt={t('users:qr.alt', { name: user?.fullName ?? '' })}
              width={240}
              height={240}
              preview={false}
              data-testid="qr-image"
            />
            <Typography.Text type="secondary" copyable={{ text: qr.data.payload }} style={{ fontSize: 12 }}>
              {qr.data.payload}
            </Typography.Text>
          </>
        )}
      </Flex>
    </Modal>
  );
};
