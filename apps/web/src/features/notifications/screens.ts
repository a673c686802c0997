import { OPEN_SECTION } from '@zerg/shared';
import { lazyPage } from '../../lib/chunk-load';
import type { Screen } from '../../lib/screen';

export const NOTIFICATIONS_PATH = '/notifications';

export const NOTIFICATIONS_SCREENS: readonly Screen[] = [
  {
    path: NOTIFICATIONS_PATH,
    section: OPEN_SECTION,
    title: 'notifications:title',
    page: lazyPage(() => import('./routes/notifications-page'), 'NotificationsPage'),
  },
];
