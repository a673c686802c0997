import type { TDocumentBatch } from '@zerg/shared';
import { Empty, List, Progress, Space, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { formatDateTime } from '../../lib/format-date';
import { DownloadButton } from '../download-button';
import { downloadDocumentBatch } from './download-document-batch';

/** The bar's look: a superseded batch stopped on purpose, neither failed nor still moving. */
const progressStatus = (state: TDocumentBatch['state']) =>
  state === 'failed'
    ? 'exception'
    : state === 'done'
      ? 'success'
      : state === 'superseded'
        ? 'normal'
        : 'active';

const percentOf = (b: TDocumentBatch) =>
  b.total ? Math.round((b.done / b.total) * 100) : b.state === 'done' ? 100 : 0;

/**
 * The user's recent batches: what each is, how far it got, and its file once it is done (an
 * import's counts instead: its report is in its dialog).
 */
export const MyDocumentsPanel = ({ batches }: { batches: TDocumentBatch[] }) => {
  const { t } = useTranslation();
  if (!batches.length)
    return <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('common:documentBatch.mine.empty')} />;
  return (
    <List
      size="small"
      style={{ width: 360, maxHeight: 420, overflowY: 'auto' }}
      dataSource={batches}
      renderItem={(b) => (
        <List.Item data-testid={`my-document-${b.id}`}>
          <Space direction="vertical" size={2} style={{ width: '100%' }}>
            <Typography.Text strong>{t(`common:documentBatch.kinds.${b.kind}`)}</Typography.Text>
            <Typography.Text type="secondary">{formatDateTime(b.createdAt)}</Typography.Text>
            <Progress size="small" percent={percentOf(b)} status={progressStatus(b.state)} />
            <Typography.Text data-testid="my-document-state">
              {t(`common:documentBatch.state.${b.state}`, { done: b.done, total: b.total })}
            </Typography.Text>
            {b.result && (
              <Typography.Text
                type={b.result.refused.length ? 'warning' : 'success'}
                data-testid="my-document-result"
              >
                {t('common:documentBatch.imported', {
                  created: b.result.created,
                  refused: b.result.refused.length,
                })}
              </Typography.Text>
            )}
            {b.fileName && (
              <DownloadButton size="small" download={() => downloadDocumentBatch(b.id)}>
                {b.fileName}
              </DownloadButton>
            )}
          </Space>
        </List.Item>
      )}
    />
  );
};
