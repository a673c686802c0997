import { MODULE_IDS, SECTION_IDS } from '@zerg/shared';
import { lazyPage } from '../../lib/chunk-load';
import type { Screen } from '../../lib/screen';

export const ENTITY_GROUP_PATHS = { list: '/settings/entity-group/list' } as const;

export const ENTITY_GROUP_SCREENS: readonly Screen[] = [
  {
    path: ENTITY_GROUP_PATHS.list,
    section: SECTION_IDS.ENTITY_GROUPS,
    module: MODULE_IDS.SETTINGS,
    title: 'entityGroups:list.title',
    menu: { titleKey: 'common:nav.settingsEntityGroups', icon: 'ClusterOutlined' },
    page: lazyPage(() => import('./routes/entity-groups-list-page'), 'EntityGroupsListPage'),
  },
];
