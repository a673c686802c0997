import { MODULE_IDS, SECTION_IDS } from '@zerg/shared';
import { lazyPage } from '../../lib/chunk-load';
import type { Screen } from '../../lib/screen';

export const TRANSACTION_PATHS = { list: '/treasury/transactions/list' } as const;

/** Treasury movements (section 39): registered, approved, processed and canceled from the list. */
export const TREASURY_TRANSACTIONS_SCREENS: readonly Screen[] = [
  {
    section: SECTION_IDS.TREASURY_TRANSACTIONS,
    module: MODULE_IDS.TREASURY,
    path: TRANSACTION_PATHS.list,
    title: 'treasury-transactions:list.title',
    menu: { titleKey: 'treasury-transactions:nav.list', icon: 'SwapOutlined' },
    page: lazyPage(() => import('./routes/transactions-list-page'), 'TransactionsListPage'),
  },
];
