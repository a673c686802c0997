import { MODULE_IDS, SECTION_IDS } from '@zerg/shared';
import { lazyPage } from '../../lib/chunk-load';
import type { Screen } from '../../lib/screen';

export const WORKSHOP_DISCOUNT_PATHS = { list: '/workshop/discounts/list' } as const;

/** Workshop › Discounts (section 21): damage and shortages charged to workers; HR approves them. */
export const WORKSHOP_DISCOUNTS_SCREENS: readonly Screen[] = [
  {
    path: WORKSHOP_DISCOUNT_PATHS.list,
    section: SECTION_IDS.WORKSHOP_DISCOUNTS,
    module: MODULE_IDS.WORKSHOP,
    title: 'workshop-discounts:title',
    menu: { titleKey: 'workshop-discounts:nav.list', icon: 'ExceptionOutlined' },
    page: lazyPage(() => import('./routes/workshop-discounts-page'), 'WorkshopDiscountsPage'),
  },
];
