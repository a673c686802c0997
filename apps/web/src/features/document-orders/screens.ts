import { MODULE_IDS, SECTION_IDS } from '@zerg/shared';
import { lazyPage } from '../../app/chunk-load';
import type { Screen } from '../../app/screen';

/** Document orders (section 33): the papers of each trip. */
export const DOCUMENT_ORDERS_SCREENS: readonly Screen[] = [
  {
    path: '/operations/document-orders/list',
    section: SECTION_IDS.DOCUMENT_ORDERS,
    module: MODULE_IDS.OPERATIONS,
    title: 'document-orders:title',
    menu: { titleKey: 'document-orders:menu', icon: 'FileTextOutlined' },
    page: lazyPage(() => import('./routes/document-orders-page'), 'DocumentOrdersPage'),
  },
];
