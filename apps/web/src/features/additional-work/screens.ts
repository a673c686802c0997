import { MODULE_IDS, SECTION_IDS } from '@zerg/shared';
import { lazyPage } from '../../lib/chunk-load';
import type { Screen } from '../../lib/screen';

export const ADDITIONAL_WORK_PATHS = { requests: '/rrhh/additional-work/requests' } as const;

/** Additional-work requests (section 45): chiefs ask, HR decides on the same screen. */
export const ADDITIONAL_WORK_SCREENS: readonly Screen[] = [
  {
    path: ADDITIONAL_WORK_PATHS.requests,
    section: SECTION_IDS.ADDITIONAL_WORK,
    module: MODULE_IDS.RRHH,
    title: 'additional-work:title',
    menu: { titleKey: 'additional-work:nav.requests', icon: 'FieldTimeOutlined' },
    page: lazyPage(() => import('./routes/additional-work-page'), 'AdditionalWorkPage'),
  },
];
