import { MODULE_IDS, SECTION_IDS } from '@zerg/shared';
import { lazyPage } from '../../lib/chunk-load';
import type { Screen } from '../../lib/screen';

export const RATE_PATHS = { list: '/settings/rates/list' } as const;

/** One screen: the list, with a drawer to register or edit a rate. Clients' section (28). */
export const RATES_SCREENS: readonly Screen[] = [
  {
    section: SECTION_IDS.CLIENTS,
    module: MODULE_IDS.SETTINGS,
    path: RATE_PATHS.list,
    routeId: 'rates-list',
    title: 'rates:list.title',
    menu: { titleKey: 'common:nav.rates', icon: 'TagsOutlined' },
    page: lazyPage(() => import('./routes/rates-list-page'), 'RatesListPage'),
  },
];
