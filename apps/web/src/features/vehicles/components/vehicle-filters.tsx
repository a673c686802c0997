import { Checkbox, Select } from 'antd';
import { useTranslation } from 'react-i18next';
import type { ListState } from '../../../components/use-list-state';
import { useVehicleTypes } from '../../../reference-data/get-vehicle-types';
import { useBrandOptions } from '../api/vehicle-catalogs';
import type { VehicleFilters as VehicleFilterValues } from '../api/vehicles';

/** Brand, type, status and "documents expiring within 30 days" filters of the vehicles tab. */
export const VehicleFilters = ({ list }: { list: ListState<VehicleFilterValues> }) => {
  const { t } = useTranslation();
  const brands = useBrandOptions();
  const types = useVehicleTypes();
  const { filters, setFilter } = list;
  return (
    <>
      <Select<number>
        allowClear
        showSearch={{ optionFilterProp: 'label' }}
        placeholder={t('vehicles:filters.brand')}
        value={filters.brandId}
        onChange={(value) => setFilter('brandId', value)}
        options={(brands.data ?? []).map((b) => ({ value: b.id, label: b.name }))}
        style={{ width: 160 }}
        data-testid="filter-brand"
      />
      <Select<number>
        allowClear
        placeholder={t('vehicles:filters.type')}
        value={filters.typeId}
        onChange={(value) => setFilter('typeId', value)}
        options={(types.data ?? []).map((b) => ({ value: b.id, label: b.name }))}
        style={{ width: 170 }}
        data-testid="filter-type"
      />
      <Select
        allowClear
        placeholder={t('vehicles:filters.status')}
        value={filters.status}
        onChange={(value) => setFilter('status', value)}
        options={[
          { value: 'active', label: t('common:status.active') },
          { value: 'inactive', label: t('common:status.inactive') },
        ]}
        style={{ width: 130 }}
        data-testid="filter-status"
      />
      <Checkbox
        checked={filters.documentsExpiring ?? false}
        onChange={(e) => setFilter('documentsExpiring', e.target.checked || undefined)}
        data-testid="filter-expiring"
      >
        {t('vehicles:filters.expiring')}
      </Checkbox>
    </>
  );
};
