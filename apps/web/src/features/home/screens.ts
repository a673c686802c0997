import { OPEN_SECTION } from '@zerg/shared';
import { lazyPage } from '../../lib/chunk-load';
import type { Screen } from '../../lib/screen';

export const HOME_SCREENS: readonly Screen[] = [
  {
    path: '/home',
    routeId: 'zerg-menu',
    section: OPEN_SECTION,
    layout: 'horizontal',
    title: 'home:title',
    page: lazyPage(() => import('./routes/home-page'), 'HomePage'),
  },
];
