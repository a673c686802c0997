import { OPEN_SECTION } from '@zerg/shared';
import { lazyPage } from '../../app/chunk-load';
import type { Screen } from '../../app/screen';

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
