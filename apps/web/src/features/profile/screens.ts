import { OPEN_SECTION } from '@zerg/shared';
import { lazyPage } from '../../lib/chunk-load';
import type { Screen } from '../../lib/screen';

export const PROFILE_PATH = '/profile';

export const PROFILE_SCREENS: readonly Screen[] = [
  {
    path: PROFILE_PATH,
    section: OPEN_SECTION,
    title: 'profile:title',
    page: lazyPage(() => import('./routes/profile-page'), 'ProfilePage'),
  },
];
