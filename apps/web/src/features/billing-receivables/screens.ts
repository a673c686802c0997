import { MODULE_IDS, SECTION_IDS } from '@zerg/shared';
import { lazyPage } from '../../lib/chunk-load';
import type { Screen } from '../../lib/screen';

export const RECEIVABLES_PATHS = {
  aging: '/billing/receivables/aging',
  collections: '/billing/receivables/collections',
} as const;

/** Receivables (section 48): the aging with each client's account, and the collections. */
export const BILLING_RECEIVABLES_SCREENS: readonly Screen[] = [
  {
    section: SECTION_IDS.RECEIVABLES,
    module: MODULE_IDS.BILLING,
    path: RECEIVABLES_PATHS.aging,
    title: 'billing-receivables:aging.title',
    menu: { titleKey: 'billing-receivables:nav.aging', icon: 'HistoryOutlined' },
    page: lazyPage(() => import('./routes/aging-page'), 'AgingPage'),
  },
  {
    section: SECTION_IDS.RECEIVABLES,
    module: MODULE_IDS.BILLING,
    path: RECEIVABLES_PATHS.collections,
    title: 'billing-receivables:collections.title',
    menu: { titleKey: 'billing-receivables:nav.collections', icon: 'WalletOutlined' },
    page: lazyPage(() => import('./routes/collections-list-page'), 'CollectionsListPage'),
  },
];
