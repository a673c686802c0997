import { DatePicker } from 'antd';
import dayjs from 'dayjs';
import { useTranslation } from 'react-i18next';
import { limaMonth } from '../../../lib/format-date';

/** The current month as `YYYY-MM`. */
export const currentMonth = () => limaMonth();

/** Picks a month; the value is `YYYY-MM`. */
export const MonthPicker = ({ value, onChange }: { value: string; onChange: (month: string) => void }) => {
  const { t } = useTranslation();
  return (
    <DatePicker
      picker="month"
      allowClear={false}
      value={dayjs(`${value}-01`)}
      onChange={(d) => d && onChange(d.format('YYYY-MM'))}
      format="MMMM YYYY"
      aria-label={t('attendance-reports:filters.month')}
      data-testid="filter-month"
      style={{ width: 170 }}
    />
  );
};
