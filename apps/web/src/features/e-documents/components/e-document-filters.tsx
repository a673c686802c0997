import { E_DOCUMENT_KINDS, E_DOCUMENT_STATES } from '@zerg/shared';
import { DatePicker, Select } from 'antd';
import dayjs from 'dayjs';
import { useTranslation } from 'react-i18next';
import { DATE_FORMAT } from '../../../components/date-input';
import type { ListState } from '../../../components/use-list-state';
import type { EDocumentFilters as Filters } from '../api/get-e-documents';

/** Kind, state and the day range the record was made in. */
export const EDocumentFilters = ({ list }: { list: ListState<Filters> }) => {
  const { t } = useTranslation();
  const { filters, setFilter } = list;
  const range = filters.from && filters.to ? ([dayjs(filters.from), dayjs(filters.to)] as const) : null;
  return (
    <>
      <Select
        allowClear
        placeholder={t('e-documents:filters.kind')}
        value={filters.kind}
        onChange={(value) => setFilter('kind', value)}
        options={E_DOCUMENT_KINDS.map((kind) => ({ value: kind, label: t(`e-documents:kind.${kind}`) }))}
        style={{ width: 170 }}
        popupMatchSelectWidth={false}
        data-testid="filter-kind"
      />
      <Select
        allowClear
        placeholder={t('e-documents:filters.state')}
        value={filters.state}
        onChange={(value) => setFilter('state', value)}
        options={E_DOCUMENT_STATES.map((state) => ({ value: state, label: t(`e-documents:state.${state}`) }))}
        style={{ width: 170 }}
        popupMatchSelectWidth={false}
        data-testid="filter-state"
      />
      <DatePicker.RangePicker
        value={range as never}
        onChange={(dates) => {
          setFilter('from', dates?.[0]?.format(DATE_FORMAT));
          setFilter('to', dates?.[1]?.format(DATE_FORMAT));
        }}
        placeholder={[t('e-documents:filters.from'), t('e-documents:filters.to')]}
        data-testid="filter-dates"
      />
    </>
  );
};
