import { MODULE_IDS, SECTION_IDS } from '@zerg/shared';
import { lazyPage } from '../../lib/chunk-load';
import type { Screen } from '../../lib/screen';

export const VEHICLE_PATHS = { list: '/settings/vehicles/list' } as const;

/** One screen, a tab per catalogue: vehicles, brands, models and types. */
export const VEHICLES_SCREENS: readonly Screen[] = [
  {
    section: SECTION_IDS.VEHICLES,
    module: MODULE_IDS.SETTINGS,
    path: VEHICLE_PATHS.list,
    routeId: 'vehicles-list',
    title: 'vehicles:list.title',
    menu: { titleKey: 'common:nav.vehicles', icon: 'CarOutlined' },
    page: lazyPage(() => import('./routes/vehicles-list-page'), 'VehiclesListPage'),
  },
];
