import { MODULE_IDS, SECTION_IDS } from '@zerg/shared';
import { lazyPage } from '../../lib/chunk-load';
import type { Screen } from '../../lib/screen';

export const E_DOCUMENTS_PATHS = {
  billing: '/billing/e-documents/list',
  operations: '/operations/e-documents/list',
} as const;

const page = lazyPage(() => import('./routes/e-documents-list-page'), 'EDocumentsListPage');
const menu = { titleKey: 'e-documents:nav', icon: 'SafetyCertificateOutlined' } as const;

/**
 * SUNAT electronic documents. The routes let sales documents (section 47) see facturas, boletas,
 * notes and bajas, and travel orders (section 31) the GRE: one page, declared under each module.
 */
export const E_DOCUMENTS_SCREENS: readonly Screen[] = [
  {
    path: E_DOCUMENTS_PATHS.billing,
    section: SECTION_IDS.SALES_DOCUMENTS,
    module: MODULE_IDS.BILLING,
    title: 'e-documents:title',
    menu,
    page,
  },
  {
    path: E_DOCUMENTS_PATHS.operations,
    section: SECTION_IDS.TRAVEL_ORDERS,
    module: MODULE_IDS.OPERATIONS,
    title: 'e-documents:title',
    menu,
    page,
  },
];
