import type { TDocumentBatch } from '@zerg/shared';
import { Alert, List, Progress, Space, Typography } from 'antd';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { errorMessage } from '../../lib/error-message';
import { DownloadButton } from '../download-button';
import { downloadDocumentBatch } from './download-document-batch';
import { useDocumentBatch } from './get-document-batch';

type Props = {
  batchId: number;
  /** Called once when the batch ends (done, failed or superseded): the screen refreshes what it wrote. */
  onEnded?: (batch: TDocumentBatch) => void;
};

/**
 * A whole-staff document job as it goes: progress, the workers it could not produce and why, and
 * the archive once it is done. Every screen that starts a batch shows it with this; its progress
 * comes over the real-time socket, so the bar moves without polling.
 */
export const DocumentBatchProgress = ({ batchId, onEnded }: Props) => {
  const { t } = useTranslation();
  const { data: batch, error } = useDocumentBatch(batchId);
  const ended = batch?.state === 'done' || batch?.state === 'failed' || batch?.state === 'superseded';
  // biome-ignore lint/correctness/useExhaustiveDependencies: once per batch end, not on every new callback
  useEffect(() => {
    if (ended && batch) onEnded?.(batch);
  }, [ended, batchId]);
  if (error) return <Alert type="error" showIcon message={errorMessage(t, error)} />;
  if (!batch) return <Progress percent={0} status="active" />;
  const percent = batch.total
    ? Math.round((batch.done / batch.total) * 100)
    : batch.state === 'done'
      ? 100
      : 0;
  const status =
    batch.state === 'failed'
      ? 'exception'
      : batch.state === 'done'
        ? 'success'
        : batch.state === 'superseded'
          ? 'normal'
          : 'active';
  return (
    <Space direction="vertical" style={{ width: '100%' }} data-testid="document-batch">
      <Progress percent={percent} status={status} />
      <Typography.Text data-testid="document-batch-state">
        {t(`common:documentBatch.state.${batch.state}`, { done: batch.done, total: batch.total })}
      </Typography.Text>
      {batch.state === 'failed' && <Alert type="error" showIcon message={t('common:documentBatch.failed')} />}
      {batch.failures.length > 0 && (
        <List
          size="small"
          bordered
          header={t('common:documentBatch.notProduced', { count: batch.failures.length })}
          dataSource={batch.failures}
          renderItem={(f) => (
            <List.Item data-testid="document-batch-failure">
              <Typography.Text strong>{f.label}</Typography.Text>
              <Typography.Text type="secondary">{t(`shared:errors.${f.reason}`)}</Typography.Text>
            </List.Item>
          )}
        />
      )}
      {batch.fileName && (
        <DownloadButton data-testid="document-batch-download" download={() => downloadDocumentBatch(batchId)}>
          {t('common:documentBatch.download', { file: batch.fileName })}
        </DownloadButton>
      )}
    </Space>
  );
};
