import { DOCUMENT_EXPIRY_DAYS } from '@zerg/shared';
import { Tag, Tooltip } from 'antd';
import dayjs from 'dayjs';
import { useTranslation } from 'react-i18next';
import { formatDate } from '../../../lib/format-date';

/** A document expiry: red when past, orange within the 30-day warning, plain otherwise. */
export const ExpiryTag = ({ date, kind }: { date: string | null; kind?: string | null }) => {
  const { t } = useTranslation();
  if (!date) return <Tag>{t('vehicles:documents.none')}</Tag>;
  const days = dayjs(date).startOf('day').diff(dayjs().startOf('day'), 'day');
  const color = days < 0 ? 'error' : days <= DOCUMENT_EXPIRY_DAYS ? 'warning' : 'default';
  const label = days < 0 ? t('vehicles:documents.expired') : t('vehicles:documents.inDays', { count: days });
  return (
    <Tooltip title={kind ? `${t(`vehicles:documents.kinds.${kind}`)} · ${label}` : label}>
      <Tag color={color} data-testid="expiry-tag">
        {formatDate(date)}
        {kind ? ` · ${t(`vehicles:documents.short.${kind}`)}` : ''}
      </Tag>
    </Tooltip>
  );
};
