import { MODULE_IDS, SECTION_IDS } from '@zerg/shared';
import { lazyPage } from '../../lib/chunk-load';
import type { Screen } from '../../lib/screen';

export const BANK_ACCOUNT_PATHS = { list: '/treasury/bank-accounts/list' } as const;

/** The company's bank accounts (treasury, section 38): registered and edited in a dialog of the list. */
export const TREASURY_BANK_ACCOUNTS_SCREENS: readonly Screen[] = [
  {
    section: SECTION_IDS.BANK_ACCOUNTS,
    module: MODULE_IDS.TREASURY,
    path: BANK_ACCOUNT_PATHS.list,
    title: 'treasury-bank-accounts:list.title',
    menu: { titleKey: 'treasury-bank-accounts:nav.list', icon: 'WalletOutlined' },
    page: lazyPage(() => import('./routes/bank-accounts-list-page'), 'BankAccountsListPage'),
  },
];
