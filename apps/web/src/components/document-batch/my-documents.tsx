import { CloudDownloadOutlined } from '@ant-design/icons';
import { useQueryClient } from '@tanstack/react-query';
import { Badge, Button, Popover, Spin } from 'antd';
import { lazy, Suspense, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { onBatchStarted } from '../../lib/batch-started';
import { toast } from '../toast';
import { MY_DOCUMENT_BATCHES_QUERY_KEY, useMyDocumentBatches } from './get-my-document-batches';

// The list (progress bars, download buttons) loads on the first click, not with the app.
const MyDocumentsPanel = lazy(() =>
  import('./my-documents-panel').then((m) => ({ default: m.MyDocumentsPanel })),
);

/**
 * The navbar's "My documents": the batches the user started in the last 7 days, read from the
 * server, so a reload or another screen still shows the running one moving (its events come over
 * the socket) and offers the finished file. The badge counts the ones still at work. A download the
 * server turned into a batch (a big export, from any screen's download button) opens the list on it.
 */
export const MyDocuments = () => {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const [open, setOpen] = useState(false);
  const { data } = useMyDocumentBatches();
  useEffect(
    () =>
      onBatchStarted(() => {
        toast.info(t('common:download.background'));
        void queryClient.invalidateQueries({ queryKey: MY_DOCUMENT_BATCHES_QUERY_KEY });
        setOpen(true);
      }),
    [t, queryClient],
  );
  const running = (data ?? []).filter((b) => b.state === 'queued' || b.state === 'running').length;
  return (
    <Popover
      open={open}
      onOpenChange={setOpen}
      trigger="click"
      placement="bottomRight"
      title={t('common:documentBatch.mine.title')}
      content={
        <Suspense fallback={<Spin />}>
          <MyDocumentsPanel batches={data ?? []} />
        </Suspense>
      }
    >
      <Badge count={running} size="small" offset={[-4, 4]}>
        <Button
          type="text"
          icon={<CloudDownloadOutlined />}
          aria-label={t('common:documentBatch.mine.open', { running })}
          data-testid="my-documents"
        />
      </Badge>
    </Popover>
  );
};
