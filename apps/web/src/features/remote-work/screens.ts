import { MODULE_IDS, SECTION_IDS } from '@zerg/shared';
import { lazyPage } from '../../lib/chunk-load';
import type { Screen } from '../../lib/screen';

export const REMOTE_WORK_PATHS = { list: '/settings/homework-status/list' } as const;

/** Homework status: the first screen of Settings, where `/settings` leads (SPEC §2). */
export const REMOTE_WORK_SCREENS: readonly Screen[] = [
  {
    path: REMOTE_WORK_PATHS.list,
    section: SECTION_IDS.SETTINGS_GENERAL,
    module: MODULE_IDS.SETTINGS,
    title: 'remote-work:title',
    menu: { titleKey: 'common:nav.homeworkStatus', icon: 'LaptopOutlined' },
    page: lazyPage(() => import('./routes/remote-work-page'), 'RemoteWorkPage'),
  },
];
