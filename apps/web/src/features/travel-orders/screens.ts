import { MODULE_IDS, SECTION_IDS } from '@zerg/shared';
import { lazyPage } from '../../lib/chunk-load';
import type { Screen } from '../../lib/screen';

export const TRAVEL_ORDER_PATHS = {
  list: '/operations/travel-orders/list',
  detail: '/operations/travel-orders/:id',
} as const;

export const travelOrderPath = (id: number) => `/operations/travel-orders/${id}`;

/** Travel orders (section 31): the trips, their timeline and their changes of state. */
export const TRAVEL_ORDERS_SCREENS: readonly Screen[] = [
  {
    path: TRAVEL_ORDER_PATHS.list,
    section: SECTION_IDS.TRAVEL_ORDERS,
    module: MODULE_IDS.OPERATIONS,
    title: 'travel-orders:title',
    menu: { titleKey: 'travel-orders:menu', icon: 'CarOutlined' },
    page: lazyPage(() => import('./routes/travel-orders-page'), 'TravelOrdersPage'),
  },
  {
    path: TRAVEL_ORDER_PATHS.detail,
    section: SECTION_IDS.TRAVEL_ORDERS,
    module: MODULE_IDS.OPERATIONS,
    title: 'travel-orders:detailTitle',
    page: lazyPage(() => import('./routes/travel-order-page'), 'TravelOrderPage'),
  },
];
