import { EXCHANGE_RATE_SOURCES, type ExchangeRateSource } from '@zerg/shared';
import { DatePicker, Select } from 'antd';
import dayjs from 'dayjs';
import { useTranslation } from 'react-i18next';
import type { ListState } from '../../../components/use-list-state';
import type { ExchangeRateFilters as Filters } from '../api/get-exchange-rates';

export type ExchangeRateFiltersProps = { list: ListState<Filters> };

/** Date range and source filters of the rate table. */
export const ExchangeRateFilters = ({ list }: ExchangeRateFiltersProps) => {
  const { t } = useTranslation();
  const { filters, setFilter } = list;
  return (
    <>
      <DatePicker.RangePicker
        value={[filters.from ? dayjs(filters.from) : null, filters.to ? dayjs(filters.to) : null]}
        onChange={(range) => {
          setFilter('from', range?.[0]?.format('YYYY-MM-DD'));
          setFilter('to', range?.[1]?.format('YYYY-MM-DD'));
        }}
        allowEmpty={[true, true]}
        format="L"
        data-testid="filter-dates"
      />
      <Select<ExchangeRateSource>
        allowClear
        placeholder={t('treasury-exchange-rates:filters.source')}
        value={filters.source}
        onChange={(value) => setFilter('source', value)}
        options={EXCHANGE_RATE_SOURCES.map((s) => ({ value: s, label: s }))}
        style={{ width: 120 }}
        data-testid="filter-source"
      />
    </>
  );
};
