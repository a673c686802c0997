import { Tabs } from 'antd';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { CatalogTab } from '../components/catalog-tab';
import { VehiclesTab } from '../components/vehicles-tab';

const TABS = ['vehicles', 'brands', 'models', 'types'] as const;
type Tab = (typeof TABS)[number];

/** /settings/vehicles/list: the fleet and its catalogues, one tab each (`?tab=` keeps the choice). */
export const VehiclesListPage = () => {
  const { t } = useTranslation();
  const [params, setParams] = useSearchParams();
  const current = (TABS as readonly string[]).includes(params.get('tab') ?? '')
    ? (params.get('tab') as Tab)
    : 'vehicles';
  return (
    <Tabs
      activeKey={current}
      onChange={(key) => setParams(key === 'vehicles' ? {} : { tab: key }, { replace: true })}
      destroyOnHidden
      items={[
        { key: 'vehicles', label: t('vehicles:tabs.vehicles'), children: <VehiclesTab /> },
        { key: 'brands', label: t('vehicles:tabs.brands'), children: <CatalogTab entity="vehicle-brand" /> },
        { key: 'models', label: t('vehicles:tabs.models'), children: <CatalogTab entity="vehicle-model" /> },
        { key: 'types', label: t('vehicles:tabs.types'), children: <CatalogTab entity="vehicle-type" /> },
      ]}
    />
  );
};
