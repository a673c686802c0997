import { JOURNAL_ORIGINS, type JournalOrigin } from '@zerg/shared';
import { DatePicker, Select } from 'antd';
import dayjs, { type Dayjs } from 'dayjs';
import { useTranslation } from 'react-i18next';
import { DATE_FORMAT } from '../../../components/date-input';
import type { ListState } from '../../../components/use-list-state';
import { AccountPicker } from '../../../reference-data/account-picker';
import type { JournalFilters as Filters } from '../api/get-journal-entries';
import { CompanySelect } from './company-select';

/** Company, origin, account and date-range filters of the journal. */
export const JournalFilters = ({ list }: { list: ListState<Filters> }) => {
  const { t } = useTranslation();
  const { filters, setFilter } = list;
  const range: [Dayjs | null, Dayjs | null] = [
    filters.from ? dayjs(filters.from) : null,
    filters.to ? dayjs(filters.to) : null,
  ];
  return (
    <>
      <CompanySelect
        allowClear
        placeholder={t('bookkeeping-journal:filters.company')}
        value={filters.companyId}
        onChange={(value) => setFilter('companyId', value)}
        style={{ width: 200 }}
        popupMatchSelectWidth={false}
        data-testid="filter-company"
      />
      <Select<JournalOrigin>
        allowClear
        placeholder={t('bookkeeping-journal:filters.origin')}
        value={filters.origin}
        onChange={(value) => setFilter('origin', value)}
        options={JOURNAL_ORIGINS.map((o) => ({ value: o, label: t(`bookkeeping-journal:origin.${o}`) }))}
        style={{ width: 150 }}
        data-testid="filter-origin"
      />
      <AccountPicker
        allowClear
        placeholder={t('bookkeeping-journal:filters.account')}
        value={filters.accountId}
        onChange={(value) => setFilter('accountId', value)}
        style={{ width: 240 }}
        popupMatchSelectWidth={360}
        data-testid="filter-account"
      />
      <DatePicker.RangePicker
        value={range}
        allowEmpty={[true, true]}
        format="L"
        onChange={(dates) => {
          setFilter('from', dates?.[0]?.format(DATE_FORMAT));
          setFilter('to', dates?.[1]?.format(DATE_FORMAT));
        }}
        placeholder={[t('bookkeeping-journal:filters.from'), t('bookkeeping-journal:filters.to')]}
        data-testid="filter-dates"
      />
    </>
  );
};
