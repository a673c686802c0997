import { MODULE_IDS, SECTION_IDS } from '@zerg/shared';
import { lazyPage } from '../../lib/chunk-load';
import type { Screen } from '../../lib/screen';

/** Document orders (section 33): the papers of each trip. */
export const DOCUMENT_ORDERS_SCREENS: readonly Screen[] = [
  {
    path: '/operations/document-orders/list',
    section: SECTION_IDS.DOCUMENT_ORDERS,
    module: MODULE_IDS.OPERATIONS,
    title: 'document-orders:title',
    menu: { titleKey: 'document-orders:menu', icon: 'FolderOpenOutlined' },
    page: lazyPage(() => import('./routes/document-orders-page'), 'DocumentOrdersPage'),
  },
];
