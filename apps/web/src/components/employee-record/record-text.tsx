import { Typography } from 'antd';
import dayjs from 'dayjs';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { formatDate } from '../../lib/format-date';

/** A value of the record, or a muted dash when it is empty. */
export const RecordText = ({ children }: { children: ReactNode }) => {
  const { t } = useTranslation();
  return children === null || children === undefined || children === '' ? (
    <Typography.Text type="secondary">{t('common:states.none')}</Typography.Text>
  ) : (
    children
  );
};

/** A `YYYY-MM-DD` (or ISO) date in the UI language's short format, Lima's day for an instant. */
export { formatDate };

/** Completed years between a birth date and today. */
export const ageOf = (birthDate: string): number => dayjs().diff(dayjs(birthDate), 'year');
