import { DownloadOutlined } from '@ant-design/icons';
import type { TDocumentBatch } from '@zerg/shared';
import { Alert, Button, List, Progress, Space, Typography } from 'antd';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { errorMessage } from '../../lib/error-message';
import { downloadDocumentBatch } from './download-document-batch';
import { useDocumentBatch } from './get-document-batch';

type Props = {
  batchId: number;
  /** Called once when the batch ends (done or failed): the screen refreshes what the batch wrote. */
  onEnded?: (batch: TDocumentBatch) => void;
};

/**
 * A whole-staff document job as it goes: progress, the workers it could not produce and why, and
 * the archive once it is done. Every screen that starts a batch shows it with this.
 */
export const DocumentBatchProgress = ({ batchId, onEnded }: Props) => {
  const { t } = useTranslation();
  const { data: batch, error } = useDocumentBatch(batchId);
  const ended = batch?.state === 'done' || batch?.state === 'failed';
  // biome-ignore lint/correctness/useExhaustiveDependencies: once per batch end, not on every new callback
  useEffect(() => {
    if (ended && batch) onEnded?.(batch);
  }, [ended, batchId]);
  const [downloading, setDownloading] = useState(false);
  const [downloadError, setDownloadError] = useState<unknown>(null);
  if (error) return <Alert type="error" showIcon message={errorMessage(t, error)} />;
  if (!batch) return <Progress percent={0} status="active" />;
  const percent = batch.total
    ? Math.round((batch.done / batch.total) * 100)
    : batch.state === 'done'
      ? 100
      : 0;
  const status = batch.state === 'failed' ? 'exception' : batch.state === 'done' ? 'success' : 'active';
  const download = async () => {
    setDownloading(true);
    setDownloadError(null);
    try {
      await downloadDocumentBatch(batchId);
    } catch (err) {
      setDownloadError(err);
    } finally {
      setDownloading(false);
    }
  };
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
        <Button icon={<DownloadOutlined />} onClick={download} loading={downloading}>
          {t('common:documentBatch.download', { file: batch.fileName })}
        </Button>
      )}
      {downloadError !== null && <Alert type="error" showIcon message={errorMessage(t, downloadError)} />}
    </Space>
  );
};
