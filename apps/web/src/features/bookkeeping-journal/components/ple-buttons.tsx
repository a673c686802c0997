import { DownloadOutlined } from '@ant-design/icons';
import { PLE_BOOKS, type PleBook, type TPleQuery } from '@zerg/shared';
import { Button, Flex, Tooltip } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from '../../../components/toast';
import { errorMessage } from '../../../lib/error-message';
import { downloadPle } from '../api/download-ple';

/** The three PLE books of a closed month (5.1 diario, 5.3 plan contable, 6.1 mayor) as SUNAT TXT. */
export const PleButtons = ({ query, closed }: { query: Omit<TPleQuery, 'book'>; closed: boolean }) => {
  const { t } = useTranslation();
  const [busy, setBusy] = useState<PleBook | null>(null);
  const download = async (book: PleBook) => {
    setBusy(book);
    try {
      await downloadPle({ ...query, book });
    } catch (error) {
      toast.danger(errorMessage(t, error));
    } finally {
      setBusy(null);
    }
  };
  return (
    <Tooltip title={closed ? '' : t('bookkeeping-journal:periods.pleClosedOnly')}>
      <Flex gap={4} wrap>
        {PLE_BOOKS.map((book) => (
          <Button
            key={book}
            size="small"
            icon={<DownloadOutlined />}
            disabled={!closed}
            loading={busy === book}
            onClick={() => void download(book)}
            data-testid={`ple-${book}-${query.month}`}
          >
            {t(`bookkeeping-journal:periods.ple.${book}`)}
          </Button>
        ))}
      </Flex>
    </Tooltip>
  );
};
