import { PLE_BOOKS, type TPleQuery } from '@zerg/shared';
import { Flex, Tooltip } from 'antd';
import { useTranslation } from 'react-i18next';
import { DownloadButton } from '../../../components/download-button';
import { downloadPle } from '../api/download-ple';

/** The three PLE books of a closed month (5.1 diario, 5.3 plan contable, 6.1 mayor) as SUNAT TXT. */
export const PleButtons = ({ query, closed }: { query: Omit<TPleQuery, 'book'>; closed: boolean }) => {
  const { t } = useTranslation();
  return (
    <Tooltip title={closed ? '' : t('bookkeeping-journal:periods.pleClosedOnly')}>
      <Flex gap={4} wrap>
        {PLE_BOOKS.map((book) => (
          <DownloadButton
            key={book}
            size="small"
            disabled={!closed}
            download={() => downloadPle({ ...query, book })}
            data-testid={`ple-${book}-${query.month}`}
          >
            {t(`bookkeeping-journal:periods.ple.${book}`)}
          </DownloadButton>
        ))}
      </Flex>
    </Tooltip>
  );
};
