import { Tabs } from 'antd';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { RouteCodeTab } from '../components/route-code-tab';
import { TollGroupTab } from '../components/toll-group-tab';
import { TollTab } from '../components/toll-tab';
import { TravelRouteTab } from '../components/travel-route-tab';
import { ZoneTab } from '../components/zone-tab';

const TABS = ['routes', 'codes', 'zones', 'tolls', 'toll-groups'] as const;
type TabKey = (typeof TABS)[number];
const isTab = (value: string | null): value is TabKey => TABS.includes(value as TabKey);

/** /settings/travel-routes/list: routes, route codes, zones, tolls and toll groups, one tab each. */
export const TravelRoutesPage = () => {
  const { t } = useTranslation();
  const [params, setParams] = useSearchParams();
  const tab = params.get('tab');
  const active: TabKey = isTab(tab) ? tab : 'routes';
  const label = (key: TabKey, text: string) => <span data-testid={`tab-${key}`}>{text}</span>;
  return (
    <Tabs
      activeKey={active}
      onChange={(key) => setParams({ tab: key }, { replace: true })}
      destroyOnHidden
      items={[
        {
          key: 'routes',
          label: label('routes', t('travel-routes:tabs.routes')),
          children: <TravelRouteTab />,
        },
        { key: 'codes', label: label('codes', t('travel-routes:tabs.codes')), children: <RouteCodeTab /> },
        { key: 'zones', label: label('zones', t('travel-routes:tabs.zones')), children: <ZoneTab /> },
        { key: 'tolls', label: label('tolls', t('travel-routes:tabs.tolls')), children: <TollTab /> },
        {
          key: 'toll-groups',
          label: label('toll-groups', t('travel-routes:tabs.tollGroups')),
          children: <TollGroupTab />,
        },
      ]}
    />
  );
};
