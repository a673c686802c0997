import type { TRateFilters } from '@zerg/shared';
import { Select } from 'antd';
import { useTranslation } from 'react-i18next';
import { DateInput } from '../../../components/date-input';
import type { ListState } from '../../../components/use-list-state';
import { ClientPicker } from '../../../reference-data/client-picker';
import { useTravelRouteOptions } from '../../../reference-data/get-travel-route-options';
import { useVehicleTypes } from '../../../reference-data/get-vehicle-types';

const options = (rows: { id: number; name: string }[] | undefined) =>
  (rows ?? []).map((r) => ({ value: r.id, label: r.name }));

/** Client, route, vehicle type, currency, status and "in force on" filters of the rates list. */
export const RateFilters = ({ list }: { list: ListState<TRateFilters> }) => {
  const { t } = useTranslation();
  const routes = useTravelRouteOptions();
  const types = useVehicleTypes();
  const { filters, setFilter } = list;
  return (
    <>
      <ClientPicker
        allowClear
        placeholder={t('rates:filters.client')}
        value={filters.clientId}
        onChange={(value) => setFilter('clientId', value)}
        popupMatchSelectWidth={false}
        style={{ width: 180 }}
        data-testid="filter-client"
      />
      <Select<number>
        allowClear
        showSearch={{ optionFilterProp: 'label' }}
        placeholder={t('rates:filters.route')}
        value={filters.routeId}
        onChange={(value) => setFilter('routeId', value)}
        options={options(routes.data)}
        popupMatchSelectWidth={false}
        style={{ width: 180 }}
        data-testid="filter-route"
      />
      <Select<number>
        allowClear
        placeholder={t('rates:filters.vehicleType')}
        value={filters.vehicleTypeId}
        onChange={(value) => setFilter('vehicleTypeId', value)}
        options={options(types.data)}
        popupMatchSelectWidth={false}
        style={{ width: 160 }}
        data-testid="filter-vehicle-type"
      />
      <Select
        allowClear
        placeholder={t('rates:filters.currency')}
        value={filters.currency}
        onChange={(value) => setFilter('currency', value)}
        options={[
          { value: 'PEN', label: t('rates:currency.PEN') },
          { value: 'USD', label: t('rates:currency.USD') },
        ]}
        popupMatchSelectWidth={false}
        style={{ width: 120 }}
        data-testid="filter-currency"
      />
      <Select
        allowClear
        placeholder={t('rates:filters.status')}
        value={filters.status}
        onChange={(value) => setFilter('status', value)}
        options={[
          { value: 'active', label: t('common:status.active') },
          { value: 'inactive', label: t('common:status.inactive') },
        ]}
        style={{ width: 120 }}
        data-testid="filter-status"
      />
      <DateInput
        placeholder={t('rates:filters.inForceOn')}
        value={filters.inForceOn ?? null}
        onChange={(value) => setFilter('inForceOn', value ?? undefined)}
        style={{ width: 170 }}
        data-testid="filter-in-force"
      />
    </>
  );
};
