import { DownloadOutlined } from '@ant-design/icons';
import { Button, type ButtonProps } from 'antd';
import { useCallback, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { errorMessage } from '../lib/error-message';
import { toast } from './toast';

/**
 * The one way the web downloads a file (or starts the job that makes one): `busy` while it works,
 * and a failure shown as a translated toast naming why ("The download failed: …"). Answers whether
 * it worked.
 */
export const useDownload = () => {
  const { t } = useTranslation();
  const [busy, setBusy] = useState(false);
  const run = useCallback(
    async (download: () => Promise<unknown>): Promise<boolean> => {
      setBusy(true);
      try {
        await download();
        return true;
      } catch (error) {
        toast.danger(t('common:download.failed', { reason: errorMessage(t, error) }));
        return false;
      } finally {
        setBusy(false);
      }
    },
    [t],
  );
  return { busy, run };
};

type Props = Omit<ButtonProps, 'onClick' | 'loading'> & {
  /** Fetches and saves the file, or starts the batch that will make it. */
  download: () => Promise<unknown>;
};

/** A download button: spins while the file comes, says why when it fails (`useDownload`). */
export const DownloadButton = ({ download, icon = <DownloadOutlined />, ...props }: Props) => {
  const { busy, run } = useDownload();
  return <Button {...props} icon={icon} loading={busy} onClick={() => void run(download)} />;
};
