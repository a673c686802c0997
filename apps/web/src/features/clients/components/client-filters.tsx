import { CLIENT_DOCUMENT_TYPES, CURRENCIES } from '@zerg/shared';
import { Select } from 'antd';
import { useTranslation } from 'react-i18next';
import type { ListState } from '../../../components/use-list-state';
import type { ClientFilters as ClientFilterValues } from '../api/get-clients';

/** Status, currency and document type filters of the clients list. */
export const ClientFilters = ({ list }: { list: ListState<ClientFilterValues> }) => {
  const { t } = useTranslation();
  const { filters, setFilter } = list;
  return (
    <>
      <Select
        allowClear
        placeholder={t('clients:filters.status')}
        value={filters.status}
        onChange={(value) => setFilter('status', value)}
        options={[
          { value: 'active', label: t('common:status.active') },
          { value: 'inactive', label: t('common:status.inactive') },
        ]}
        style={{ width: 140 }}
        data-testid="filter-status"
      />
      <Select
        allowClear
        placeholder={t('clients:filters.currency')}
        value={filters.currency}
        onChange={(value) => setFilter('currency', value)}
        options={CURRENCIES.map((c) => ({ value: c, label: c }))}
        style={{ width: 120 }}
        data-testid="filter-currency"
      />
      <Select
        allowClear
        placeholder={t('clients:filters.documentType')}
        value={filters.documentType}
        onChange={(value) => setFilter('documentType', value)}
        options={CLIENT_DOCUMENT_TYPES.map((c) => ({ value: c, label: c }))}
        style={{ width: 140 }}
        data-testid="filter-document-type"
      />
    </>
  );
};
