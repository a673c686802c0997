import {
  E_DOCUMENT_STATES,
  SALES_DOCUMENT_STATES,
  SALES_DOCUMENT_TYPES,
  type TSalesDocumentFilters,
} from '@zerg/shared';
import { DatePicker, Select } from 'antd';
import dayjs from 'dayjs';
import { useTranslation } from 'react-i18next';
import type { ListState } from '../../../components/use-list-state';
import { ClientPicker } from '../../../reference-data/client-picker';
import { useCompanies } from '../../../reference-data/get-companies';
import { useSeries } from '../api/get-series';

export type DocumentFiltersProps = { list: ListState<TSalesDocumentFilters> };

/** Company, client, type, series, state, SUNAT state and issue month filters of the sales documents list. */
export const DocumentFilters = ({ list }: DocumentFiltersProps) => {
  const { t } = useTranslation();
  const companies = useCompanies();
  const series = useSeries({ companyId: list.filters.companyId, documentType: list.filters.documentType });
  const { filters, setFilter } = list;

  return (
    <>
      <Select<number>
        allowClear
        showSearch={{ optionFilterProp: 'label' }}
        placeholder={t('billing:filters.company')}
        value={filters.companyId}
        onChange={(value) => {
          setFilter('companyId', value);
          setFilter('seriesId', undefined);
        }}
        loading={companies.isPending}
        options={(companies.data ?? []).map((c) => ({ value: c.id, label: c.name }))}
        style={{ width: 180 }}
        popupMatchSelectWidth={false}
        data-testid="filter-company"
      />
      <ClientPicker
        allowClear
        placeholder={t('billing:filters.client')}
        value={filters.clientId}
        onChange={(value) => setFilter('clientId', value ?? undefined)}
        style={{ width: 220 }}
        popupMatchSelectWidth={false}
        data-testid="filter-client"
      />
      <Select
        allowClear
        placeholder={t('billing:filters.type')}
        value={filters.documentType}
        onChange={(value) => {
          setFilter('documentType', value);
          setFilter('seriesId', undefined);
        }}
        options={SALES_DOCUMENT_TYPES.map((type) => ({ value: type, label: t(`billing:type.${type}`) }))}
        style={{ width: 160 }}
        popupMatchSelectWidth={false}
        data-testid="filter-type"
      />
      <Select<number>
        allowClear
        placeholder={t('billing:filters.series')}
        value={filters.seriesId}
        onChange={(value) => setFilter('seriesId', value)}
        loading={series.isPending}
        options={(series.data ?? []).map((s) => ({ value: s.id, label: `${s.series} · ${s.companyName}` }))}
        style={{ width: 120 }}
        popupMatchSelectWidth={false}
        data-testid="filter-series"
      />
      <Select
        allowClear
        placeholder={t('billing:filters.state')}
        value={filters.state}
        onChange={(value) => setFilter('state', value)}
        options={SALES_DOCUMENT_STATES.map((state) => ({ value: state, label: t(`billing:state.${state}`) }))}
        style={{ width: 150 }}
        data-testid="filter-state"
      />
      <Select
        allowClear
        placeholder={t('billing:filters.sunat')}
        value={filters.sunatState}
        onChange={(value) => setFilter('sunatState', value)}
        options={E_DOCUMENT_STATES.map((state) => ({ value: state, label: t(`e-documents:state.${state}`) }))}
        style={{ width: 150 }}
        popupMatchSelectWidth={false}
        data-testid="filter-sunat"
      />
      <DatePicker
        picker="month"
        format="MM/YYYY"
        placeholder={t('billing:filters.period')}
        value={filters.period ? dayjs(`${filters.period}-01`) : null}
        onChange={(d) => setFilter('period', d ? d.format('YYYY-MM') : undefined)}
        data-testid="filter-period"
      />
    </>
  );
};
