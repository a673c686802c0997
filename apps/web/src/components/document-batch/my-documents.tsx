import { CloudDownloadOutlined } from '@ant-design/icons';
import { Badge, Button, Popover, Spin } from 'antd';
import { lazy, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useMyDocumentBatches } from './get-my-document-batches';

// The list (progress bars, download buttons) loads on the first click, not with the app.
const MyDocumentsPanel = lazy(() =>
  import('./my-documents-panel').then((m) => ({ default: m.MyDocumentsPanel })),
);

/**
 * The navbar's "My documents": the batches the user started in the last 7 days, read from the
 * server, so a reload or another screen still shows the running one moving (its events come over
 * the socket) and offers the finished file. The badge counts the ones still at work.
 */
export const MyDocuments = () => {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  const { data } = useMyDocumentBatches();
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
