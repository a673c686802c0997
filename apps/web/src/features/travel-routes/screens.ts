import { MODULE_IDS, SECTION_IDS } from '@zerg/shared';
import { lazyPage } from '../../lib/chunk-load';
import type { Screen } from '../../lib/screen';

export const TRAVEL_ROUTES_PATHS = { list: '/settings/travel-routes/list' } as const;

export const TRAVEL_ROUTES_SCREENS: readonly Screen[] = [
  {
    path: TRAVEL_ROUTES_PATHS.list,
    section: SECTION_IDS.TRAVEL_ROUTES,
    module: MODULE_IDS.SETTINGS,
    title: 'travel-routes:title',
    menu: { titleKey: 'common:nav.travelRoutes', icon: 'NodeIndexOutlined' },
    page: lazyPage(() => import('./routes/travel-routes-page'), 'TravelRoutesPage'),
  },
];
