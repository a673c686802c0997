import { CloudUploadOutlined, DownloadOutlined } from '@ant-design/icons';
import type { TImportReport } from '@zerg/shared';
import { Alert, Button, Flex, Modal, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { DownloadButton } from '../../../components/download-button';
import { toast } from '../../../components/toast';
import { UploadField } from '../../../components/upload-field';
import { errorMessage } from '../../../lib/error-message';
import { downloadImportTemplate } from '../api/download-import-template';
import { IMPORT_ACCEPT, IMPORT_MAX_MB, useImportEmployees } from '../api/import-employees';
import { ImportReport } from './import-report';

export type ImportModalProps = { open: boolean; onClose: () => void };

/** Bulk import: download the template, upload an .xlsx or .csv, read the report. */
export const ImportModal = ({ open, onClose }: ImportModalProps) => {
  const { t } = useTranslation();
  const [file, setFile] = useState<File | null>(null);
  const [report, setReport] = useState<TImportReport | null>(null);
  const importer = useImportEmployees();

  const reset = () => {
    setFile(null);
    setReport(null);
    importer.reset();
  };

  const close = () => {
    reset();
    onClose();
  };

  const send = () => {
    if (!file) return;
    importer.mutate(file, {
      onSuccess: (answer) => {
        setReport(answer);
        if (answer.created > 0) toast.success(t('employees:import.done', { created: answer.created }));
      },
    });
  };

  return (
    <Modal
      open={open}
      onCancel={close}
      title={t('employees:import.title')}
      width={760}
      destroyOnHidden
      footer={
        report
          ? [
              <Button key="again" onClick={reset} data-testid="import-again">
                {t('employees:import.again')}
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
                loading={importer.isPending}
                onClick={send}
                data-testid="import-submit"
              >
                {t('employees:import.submit')}
              </Button>,
            ]
      }
    >
      {report ? (
        <ImportReport report={report} />
      ) : (
        <Flex vertical gap={20} data-testid="import-modal">
          <Flex vertical gap={8}>
            <Typography.Text strong>{t('employees:import.step1')}</Typography.Text>
            <Typography.Text type="secondary">{t('employees:import.step1Hint')}</Typography.Text>
            <div>
              <DownloadButton
                icon={<DownloadOutlined />}
                download={() => downloadImportTemplate()}
                data-testid="import-template"
              >
                {t('employees:import.template')}
              </DownloadButton>
            </div>
          </Flex>
          <Flex vertical gap={8}>
            <Typography.Text strong>{t('employees:import.step2')}</Typography.Text>
            <UploadField
              accept={IMPORT_ACCEPT}
              maxSizeMb={IMPORT_MAX_MB}
              value={file}
              onChange={(next) => {
                setFile(next);
                importer.reset();
              }}
              disabled={importer.isPending}
            />
          </Flex>
          {importer.isError && (
            <Alert type="error" showIcon title={errorMessage(t, importer.error)} data-testid="import-error" />
          )}
        </Flex>
      )}
    </Modal>
  );
};
