import { CloudUploadOutlined } from '@ant-design/icons';
import { IMPORT_MAX_BYTES, type TImportReport } from '@zerg/shared';
import { Alert, Button, Flex, Modal, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { errorMessage } from '../lib/error-message';
import { DownloadButton } from './download-button';
import { ImportReport } from './import-job/import-report';
import { toast } from './toast';
import { UploadField } from './upload-field';

const ACCEPT = ['.xlsx', '.csv'] as const;
const MAX_MB = IMPORT_MAX_BYTES / (1024 * 1024);

export type SheetImportModalProps = {
  open: boolean;
  onClose: () => void;
  title: string;
  /** Downloads the template. */
  onTemplate: () => Promise<void>;
  /** Sends the file; answers the report. */
  onImport: (file: File) => Promise<TImportReport>;
  /** A field key of the report (`plate`, `addresses.0.ubigeo`) as the user knows it. */
  fieldLabel?: (field: string) => string;
};

/** An all-or-nothing import from a spreadsheet template: download it, upload it, read the report. */
export const SheetImportModal = ({
  open,
  onClose,
  title,
  onTemplate,
  onImport,
  fieldLabel,
}: SheetImportModalProps) => {
  const { t } = useTranslation();
  const [file, setFile] = useState<File | null>(null);
  const [report, setReport] = useState<TImportReport | null>(null);
  const [error, setError] = useState<unknown>(null);
  const [busy, setBusy] = useState(false);

  const reset = () => {
    setFile(null);
    setReport(null);
    setError(null);
  };
  const close = () => {
    reset();
    onClose();
  };
  const send = async () => {
    if (!file) return;
    setBusy(true);
    setError(null);
    try {
      const answer = await onImport(file);
      setReport(answer);
      if (answer.created > 0) toast.success(t('common:sheetImport.done', { created: answer.created }));
    } catch (err) {
      setError(err);
    } finally {
      setBusy(false);
    }
  };
  return (
    <Modal
      open={open}
      onCancel={close}
      title={title}
      width={760}
      destroyOnHidden
      footer={
        report
          ? [
              <Button key="again" onClick={reset}>
                {t('common:sheetImport.again')}
              </Button>,
              <Button key="close" type="primary" onClick={close} data-testid="import-close">
                {t('common:actions.close')}
              </Button>,
            ]
          : [
              <Button key="cancel" onClick={close}>
                {t('common:actions.cancel')}
              </Button>,
              <Button
                key="send"
                type="primary"
                icon={<CloudUploadOutlined />}
                disabled={!file}
                loading={busy}
                onClick={() => void send()}
                data-testid="import-submit"
              >
                {t('common:sheetImport.submit')}
              </Button>,
            ]
      }
    >
      {report ? (
        <ImportReport report={report} writes="all-or-nothing" fieldLabel={fieldLabel} />
      ) : (
        <Flex vertical gap={20} data-testid="import-modal">
          <Flex vertical gap={8}>
            <Typography.Text strong>{t('common:sheetImport.step1')}</Typography.Text>
            <Typography.Text type="secondary">{t('common:sheetImport.step1Hint')}</Typography.Text>
            <div>
              <DownloadButton download={onTemplate} data-testid="import-template">
                {t('common:sheetImport.template')}
              </DownloadButton>
            </div>
          </Flex>
          <Flex vertical gap={8}>
            <Typography.Text strong>{t('common:sheetImport.step2')}</Typography.Text>
            <UploadField accept={ACCEPT} maxSizeMb={MAX_MB} value={file} onChange={setFile} disabled={busy} />
          </Flex>
          <Alert type="info" showIcon title={t('common:sheetImport.allOrNothing')} />
          {error !== null && <Alert type="error" showIcon title={errorMessage(t, error)} />}
        </Flex>
      )}
    </Modal>
  );
};
