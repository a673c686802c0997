import { QrcodeOutlined } from '@ant-design/icons';
import { Button, Empty, Flex, Image, Modal, Spin, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { ConfirmButton } from '../../../components/confirm-button';
import { DownloadButton } from '../../../components/download-button';
import { saveFile } from '../../../lib/download';
import { useGenerateAttendanceCode } from '../api/generate-attendance-code';
import { useAttendanceCode } from '../api/get-attendance-code';

export type AttendanceCodeModalProps = {
  open: boolean;
  onClose: () => void;
  employeeId: number;
  fullName: string;
  /** The code the employee has now, if any. */
  currentCode: string | null;
};

/** Shows the attendance code and generates a new one with its QR (which replaces the old code). */
export const AttendanceCodeModal = ({
  open,
  onClose,
  employeeId,
  fullName,
  currentCode,
}: AttendanceCodeModalProps) => {
  const { t } = useTranslation();
  const generate = useGenerateAttendanceCode();
  const current = useAttendanceCode(employeeId, open && Boolean(currentCode) && !generate.data);
  const fresh = generate.data ?? current.data;
  const code = fresh?.code ?? currentCode;

  const download = async () => {
    if (!fresh) return;
    const blob = await (await fetch(fresh.qrDataUrl)).blob();
    saveFile({ blob, filename: `attendance-${fresh.code}.png` });
  };

  const close = () => {
    generate.reset();
    onClose();
  };

  const generateButton =
    currentCode && !generate.data ? (
      <ConfirmButton
        key="generate"
        icon={<QrcodeOutlined />}
        confirmDescription={t('employees:attendance.replaceWarning')}
        onConfirm={() => generate.mutateAsync(employeeId)}
        data-testid="attendance-generate"
      >
        {t('employees:attendance.regenerate')}
      </ConfirmButton>
    ) : (
      <Button
        key="generate"
        icon={<QrcodeOutlined />}
        loading={generate.isPending}
        onClick={() => generate.mutate(employeeId)}
        data-testid="attendance-generate"
      >
        {currentCode || fresh ? t('employees:attendance.regenerate') : t('employees:attendance.generate')}
      </Button>
    );

  return (
    <Modal
      open={open}
      onCancel={close}
      title={t('employees:attendance.title', { name: fullName })}
      destroyOnHidden
      footer={[
        <Button key="close" onClick={close}>
          {t('common:actions.close')}
        </Button>,
        generateButton,
        <DownloadButton
          key="download"
          type="primary"
          disabled={!fresh}
          download={download}
          data-testid="attendance-download"
        >
          {t('employees:attendance.download')}
        </DownloadButton>,
      ]}
    >
      <Flex
        vertical
        align="center"
        gap={12}
        style={{ minHeight: 240, justifyContent: 'center' }}
        data-testid="attendance-modal"
      >
        {code ? (
          <>
            <Typography.Text type="secondary">{t('employees:attendance.code')}</Typography.Text>
            <Typography.Title
              level={2}
              copyable
              style={{ margin: 0, letterSpacing: 4 }}
              data-testid="attendance-code"
            >
              {code}
            </Typography.Title>
            {fresh ? (
              <Image
                src={fresh.qrDataUrl}
                alt={t('employees:attendance.qrAlt', { name: fullName })}
                width={220}
                height={220}
                preview={false}
                data-testid="attendance-qr"
              />
            ) : current.isFetching ? (
              <Spin />
            ) : (
              <Typography.Text type="secondary" style={{ textAlign: 'center' }}>
                {t('employees:attendance.qrOnGenerate')}
              </Typography.Text>
            )}
          </>
        ) : (
          <Empty description={t('employees:attendance.none')} />
        )}
      </Flex>
    </Modal>
  );
};
