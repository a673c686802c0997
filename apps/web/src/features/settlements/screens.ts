import { MODULE_IDS, SECTION_IDS } from '@zerg/shared';
import { lazyPage } from '../../lib/chunk-load';
import type { Screen } from '../../lib/screen';

/** Documentary settlements (section 34): the grid of finished trips and their balances. */
export const SETTLEMENTS_SCREENS: readonly Screen[] = [
  {
    path: '/operations/documentary-settlements/grid',
    section: SECTION_IDS.DOCUMENTARY_SETTLEMENTS,
    module: MODULE_IDS.OPERATIONS,
    title: 'settlements:title',
    menu: { titleKey: 'settlements:menu', icon: 'AccountBookOutlined' },
    page: lazyPage(() => import('./routes/settlements-page'), 'SettlementsPage'),
  },
];
