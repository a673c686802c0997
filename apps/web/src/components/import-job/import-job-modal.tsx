import { CloudUploadOutlined, DownloadOutlined } from '@ant-design/icons';
import { useQueryClient } from '@tanstack/react-query';
import {
  type DocumentBatchKind,
  IMPORT_MAX_BYTES,
  type TDocumentBatchStarted,
  type TImportReport,
} from '@zerg/shared';
import { Alert, Button, Flex, Modal, Typography } from 'antd';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { isApiError } from '../../lib/api-error';
import { errorMessage } from '../../lib/error-message';
import {
  MY_DOCUMENT_BATCHES_QUERY_KEY,
  useMyDocumentBatches,
} from '../document-batch/get-my-document-batches';
import { DownloadButton } from '../download-button';
import { UploadField } from '../upload-field';
import { ImportJobStatus } from './import-job-status';
import type { ImportWrites } from './import-report';

const ACCEPT = ['.xlsx', '.csv'] as const;
const MAX_MB = IMPORT_MAX_BYTES / (1024 * 1024);

/**
 * The finished imports this tab has shown: the dialog opens on an import still running, or on one
 * that ended lately (`RECENT_MS`) while the user was away, until they have seen its report. An older
 * one stays in "My documents" only: a new session's dialog opens on a new upload.
 */
const acknowledged = new Set<number>();
const RECENT_MS = 15 * 60_000;
const endedLately = (finishedAt: string | null) =>
  finishedAt !== null && Date.now() - Date.parse(finishedAt) < RECENT_MS;

export type ImportJobModalProps = {
  open: boolean;
  onClose: () => void;
  title: string;
  /** The import's batch kind: the dialog finds the user's running or unseen one of this kind. */
  kind: DocumentBatchKind;
  writes: ImportWrites;
  /** Downloads the template. */
  onTemplate: () => Promise<void>;
  /** What step 1 says about the template; the common hint by default. */
  templateHint?: string;
  /** Sends the file; answers the import job's batch. */
  start: (file: File) => Promise<TDocumentBatchStarted>;
  /** Called once when a shown import ends having written rows: the screen reads its list again. */
  onImported?: (report: TImportReport) => void;
  /** A field key of the report (`plate`, `job.areaId`) as the user knows it. */
  fieldLabel?: (field: string) => string;
};

/**
 * A spreadsheet import run as a job: download the template, upload the file, follow the rows being
 * checked (pushed over the real-time socket, nothing polls) and read the report. Closing the
 * dialog leaves the import running; opening it again, here or after a reload, shows it again, and
 * "My documents" lists it meanwhile.
 */
export const ImportJobModal = ({
  open,
  onClose,
  title,
  kind,
  writes,
  onTemplate,
  templateHint,
  start,
  onImported,
  fieldLabel,
}: ImportJobModalProps) => {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const mine = useMyDocumentBatches();
  const [file, setFile] = useState<File | null>(null);
  const [batchId, setBatchId] = useState<number | null>(null);
  const [ended, setEnded] = useState(false);
  const [picked, setPicked] = useState(false);
  const [error, setError] = useState<unknown>(null);
  const [busy, setBusy] = useState(false);

  // On opening: the user's latest import of this kind, when it still runs or ended unseen.
  useEffect(() => {
    if (!open) {
      setPicked(false);
      return;
    }
    if (picked || !mine.data) return;
    setPicked(true);
    const latest = mine.data.find((b) => b.kind === kind);
    const running = latest?.state === 'queued' || latest?.state === 'running';
    if (latest && (running || (!acknowledged.has(latest.id) && endedLately(latest.finishedAt))))
      setBatchId(latest.id);
  }, [open, picked, mine.data, kind]);

  const reset = () => {
    if (batchId !== null && ended) acknowledged.add(batchId);
    setFile(null);
    setBatchId(null);
    setEnded(false);
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
      const started = await start(file);
      setBatchId(started.batchId);
      void queryClient.invalidateQueries({ queryKey: MY_DOCUMENT_BATCHES_QUERY_KEY });
    } catch (err) {
      setError(err);
    } finally {
      setBusy(false);
    }
  };

  const footer =
    batchId !== null
      ? [
          ended && (
            <Button key="again" onClick={reset} data-testid="import-again">
              {t('common:sheetImport.again')}
            </Button>
          ),
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
        ];

  return (
    <Modal open={open} onCancel={close} title={title} width={760} destroyOnHidden footer={footer}>
      {batchId !== null ? (
        <ImportJobStatus
          batchId={batchId}
          writes={writes}
          fieldLabel={fieldLabel}
          onEnded={(report) => {
            setEnded(true);
            if (report && report.created > 0) onImported?.(report);
          }}
        />
      ) : (
        <Flex vertical gap={20} data-testid="import-modal">
          <Flex vertical gap={8}>
            <Typography.Text strong>{t('common:sheetImport.step1')}</Typography.Text>
            <Typography.Text type="secondary">
              {templateHint ?? t('common:sheetImport.step1Hint')}
            </Typography.Text>
            <div>
              <DownloadButton icon={<DownloadOutlined />} download={onTemplate} data-testid="import-template">
                {t('common:sheetImport.template')}
              </DownloadButton>
            </div>
          </Flex>
          <Flex vertical gap={8}>
            <Typography.Text strong>{t('common:sheetImport.step2')}</Typography.Text>
            <UploadField accept={ACCEPT} maxSizeMb={MAX_MB} value={file} onChange={setFile} disabled={busy} />
          </Flex>
          <Alert
            type="info"
            showIcon
            title={t(
              writes === 'all-or-nothing' ? 'common:sheetImport.allOrNothing' : 'common:sheetImport.goodRows',
            )}
          />
          {error !== null && (
            <Alert
              type="error"
              showIcon
              title={errorMessage(t, error)}
              // A refused file says why (its columns, its row count) under the field `file`.
              description={isApiError(error) ? error.errors?.file?.join(' ') : undefined}
              data-testid="import-error"
            />
          )}
        </Flex>
      )}
    </Modal>
  );
};
