import { OPEN_SECTION } from '@zerg/shared';
import { lazyPage } from '../../app/chunk-load';
import type { Screen } from '../../app/screen';

export const PROFILE_PATH = '/profile';

export const PROFILE_SCREENS: readonly Screen[] = [
  {
    path: PROFILE_PATH,
    section: OPEN_SECTION,
    title: 'profile:title',
    page: lazyPage(() => import('./routes/profile-page'), 'ProfilePage'),
  },
];
