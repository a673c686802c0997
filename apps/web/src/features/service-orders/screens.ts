import { MODULE_IDS, SECTION_IDS } from '@zerg/shared';
import { lazyPage } from '../../lib/chunk-load';
import type { Screen } from '../../lib/screen';

export const SERVICE_ORDER_PATHS = { list: '/operations/service-orders/list' } as const;

/** Service orders (section 32): what clients ask the carrier for. */
export const SERVICE_ORDERS_SCREENS: readonly Screen[] = [
  {
    path: SERVICE_ORDER_PATHS.list,
    section: SECTION_IDS.SERVICE_ORDERS,
    module: MODULE_IDS.OPERATIONS,
    title: 'service-orders:title',
    menu: { titleKey: 'service-orders:menu', icon: 'FileTextOutlined' },
    page: lazyPage(() => import('./routes/service-orders-page'), 'ServiceOrdersPage'),
  },
];
