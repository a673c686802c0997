import { COLLECTION_KINDS, type CollectionKind, type TCollectionItem } from '@zerg/shared';
import { DatePicker, Select } from 'antd';
import dayjs from 'dayjs';
import { useTranslation } from 'react-i18next';
import { DataTable } from '../../../components/data-table';
import { useListState } from '../../../components/use-list-state';
import { exportCollections } from '../api/export-collections';
import { type CollectionFilters as Filters, useCollections } from '../api/get-collections';
import { collectionColumns } from '../components/collection-columns';

/**
 * /billing/receivables/collections: every payment and detracción deposit registered, with its
 * documents, account and exchange difference; search, filters and the Excel export.
 */
export const CollectionsListPage = () => {
  const { t, i18n } = useTranslation();
  const list = useListState<Filters>();
  const collections = useCollections(list.params);
  const { filters, setFilter } = list;
  return (
    <DataTable<TCollectionItem, Filters>
      list={list}
      query={collections}
      columns={collectionColumns(t, i18n.language)}
      rowKey="id"
      testId="collections-table"
      searchPlaceholder={t('billing-receivables:collections.search')}
      emptyText={t('billing-receivables:collections.empty')}
      onExport={() => exportCollections(list.params)}
      filters={
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
          <Select<CollectionKind>
            allowClear
            placeholder={t('billing-receivables:columns.kind')}
            value={filters.kind}
            onChange={(value) => setFilter('kind', value)}
            options={COLLECTION_KINDS.map((k) => ({ value: k, label: t(`billing-receivables:kind.${k}`) }))}
            style={{ width: 190 }}
            data-testid="filter-kind"
          />
          <Select<'PEN' | 'USD'>
            allowClear
            placeholder={t('billing-receivables:columns.currency')}
            value={filters.currency}
            onChange={(value) => setFilter('currency', value)}
            options={[
              { value: 'PEN', label: 'PEN' },
              { value: 'USD', label: 'USD' },
            ]}
            style={{ width: 110 }}
            data-testid="filter-currency"
          />
        </>
      }
    />
  );
};
