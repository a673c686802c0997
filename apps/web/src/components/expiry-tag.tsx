import { DOCUMENT_EXPIRY_DAYS } from '@zerg/shared';
import { Tag, Tooltip } from 'antd';
import dayjs from 'dayjs';
import { useTranslation } from 'react-i18next';
import { formatDate } from '../lib/format-date';

export type ExpiryTagProps = {
  /** The last valid day, `YYYY-MM-DD`. */
  date: string;
  /** What expires, in full, for the tooltip ("SOAT", "Driving licence"). */
  label?: string;
  /** A short name shown after the date ("SOAT"). */
  short?: string;
};

/**
 * A document's expiry day: red once past, orange within the reminders' 30 days, plain otherwise;
 * the tooltip says "expires in N days" or "expired". Vehicle documents, drivers' licences and
 * workers' certificates show it alike.
 */
export const ExpiryTag = ({ date, label, short }: ExpiryTagProps) => {
  const { t } = useTranslation();
  const days = dayjs(date).startOf('day').diff(dayjs().startOf('day'), 'day');
  const color = days < 0 ? 'error' : days <= DOCUMENT_EXPIRY_DAYS ? 'warning' : 'default';
  const standing = days < 0 ? t('common:expiry.expired') : t('common:expiry.inDays', { count: days });
  return (
    <Tooltip title={label ? `${label} · ${standing}` : standing}>
      <Tag color={color} data-testid="expiry-tag" data-expiry={color}>
        {formatDate(date)}
        {short ? ` · ${short}` : ''}
      </Tag>
    </Tooltip>
  );
};
