import type { TImportReport } from '@zerg/shared';
import { Alert, Flex, Progress, Typography } from 'antd';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { errorMessage } from '../../lib/error-message';
import { useDocumentBatch } from '../document-batch/get-document-batch';
import { ImportReport, type ImportWrites } from './import-report';

type Props = {
  batchId: number;
  writes: ImportWrites;
  fieldLabel?: (field: string) => string;
  /** Called once when the import ends: with its report when done, null when it failed. */
  onEnded: (report: TImportReport | null) => void;
};

/**
 * One import job: the rows checked so far while it runs (its steps arrive over the real-time
 * socket), then its report, or why it stopped.
 */
export const ImportJobStatus = ({ batchId, writes, fieldLabel, onEnded }: Props) => {
  const { t } = useTranslation();
  const { data: batch, error } = useDocumentBatch(batchId);
  // A `done` event carries no report: the import has ended for the screen once the report is read.
  const ended =
    (batch?.state === 'done' && batch.result !== null) ||
    batch?.state === 'failed' ||
    batch?.state === 'superseded';
  // biome-ignore lint/correctness/useExhaustiveDependencies: once per import's end, not on every new callback
  useEffect(() => {
    if (ended && batch) onEnded(batch.state === 'done' ? batch.result : null);
  }, [ended, batchId]);
  if (error) return <Alert type="error" showIcon title={errorMessage(t, error)} />;
  if (batch?.state === 'done' && batch.result)
    return <ImportReport report={batch.result} writes={writes} fieldLabel={fieldLabel} />;
  if (batch && ended && batch.state !== 'done')
    return (
      <Alert
        type="error"
        showIcon
        data-testid="import-failed"
        title={t('common:sheetImport.failed')}
        description={batch.error && t(`shared:errors.${batch.error}`, { defaultValue: '' })}
      />
    );
  const percent = batch?.total ? Math.round((batch.done / batch.total) * 100) : 0;
  return (
    <Flex vertical gap={12} data-testid="import-progress">
      <Progress percent={percent} status="active" />
      <Typography.Text data-testid="import-progress-state">
        {batch?.state === 'running' && batch.total > 0
          ? t('common:sheetImport.checking', { done: batch.done, total: batch.total })
          : t('common:sheetImport.queued')}
      </Typography.Text>
      <Typography.Text type="secondary">{t('common:sheetImport.leave')}</Typography.Text>
    </Flex>
  );
};
