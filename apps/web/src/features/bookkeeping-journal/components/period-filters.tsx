import type { BooksCompanyReason } from '@zerg/shared';
import { DatePicker, Flex, Typography } from 'antd';
import dayjs, { type Dayjs } from 'dayjs';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { BooksCompanyReasonText } from './books-company-reason';
import { CompanySelect } from './company-select';

export const PERIOD_FORMAT = 'YYYY-MM';

export type Period = {
  companyId?: number;
  from: string;
  to: string;
  /** Why the company was chosen when the address names none. */
  defaultedBecause?: BooksCompanyReason | undefined;
};

const month = (value: string) => dayjs(`${value}-01`);

/** Company and a range of whole months, the frame of the ledger and the trial balance. */
export const PeriodFilters = ({
  value,
  onChange,
  children,
}: {
  value: Period;
  onChange: (next: Period) => void;
  /** Further controls shown after the period (the account, the level). */
  children?: ReactNode;
}) => {
  const { t } = useTranslation();
  const label = (text: string) => <Typography.Text type="secondary">{text}</Typography.Text>;
  return (
    <Flex gap={12} wrap align="center">
      <CompanySelect
        placeholder={t('bookkeeping-journal:filters.company')}
        value={value.companyId}
        onChange={(companyId) => onChange({ ...value, companyId })}
        style={{ width: 220 }}
        popupMatchSelectWidth={false}
        data-testid="period-company"
      />
      <BooksCompanyReasonText reason={value.defaultedBecause} />
      {label(t('bookkeeping-journal:filters.periodFrom'))}
      <DatePicker
        picker="month"
        format="MM/YYYY"
        allowClear={false}
        value={month(value.from)}
        onChange={(d: Dayjs | null) => {
          if (!d) return;
          const from = d.format(PERIOD_FORMAT);
          // biome-ignore lint/complexity/useMathMinMax: `YYYY-MM` strings, compared as text.
          onChange({ ...value, from, to: value.to < from ? from : value.to });
        }}
        data-testid="period-from"
      />
      {label(t('bookkeeping-journal:filters.periodTo'))}
      <DatePicker
        picker="month"
        format="MM/YYYY"
        allowClear={false}
        value={month(value.to)}
        disabledDate={(d) => d.format(PERIOD_FORMAT) < value.from}
        onChange={(d: Dayjs | null) => d && onChange({ ...value, to: d.format(PERIOD_FORMAT) })}
        data-testid="period-to"
      />
      {children}
    </Flex>
  );
};
