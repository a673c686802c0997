import { MODULE_IDS, SECTION_IDS } from '@zerg/shared';
import type { RouteTab } from '../../components/route-tabs';
import { lazyPage } from '../../lib/chunk-load';
import type { Screen, ScreenRedirect } from '../../lib/screen';

export const ACCOUNTING_ACCOUNT_PATHS = {
  root: '/bookeeping/accounting-accounts',
  accounts: '/bookeeping/accounting-accounts/accounts',
  transactionTypes: '/bookeeping/accounting-accounts/transaction-types',
  discountAccounts: '/bookeeping/accounting-accounts/discount-accounts',
} as const;

/** Section 36's tabs (SPEC §2): each is its own route, so it can be linked to and reloaded. */
export const ACCOUNTING_ACCOUNT_TABS: readonly RouteTab[] = [
  {
    path: ACCOUNTING_ACCOUNT_PATHS.accounts,
    labelKey: 'accounting-accounts:tabs.accounts',
    testId: 'tab-accounts',
  },
  {
    path: ACCOUNTING_ACCOUNT_PATHS.transactionTypes,
    labelKey: 'accounting-accounts:tabs.transactionTypes',
    testId: 'tab-transaction-types',
  },
  {
    path: ACCOUNTING_ACCOUNT_PATHS.discountAccounts,
    labelKey: 'accounting-accounts:tabs.discountAccounts',
    testId: 'tab-discount-accounts',
  },
];

const accounts = { section: SECTION_IDS.ACCOUNTING_ACCOUNTS, module: MODULE_IDS.BOOKEEPING } as const;

export const ACCOUNTING_ACCOUNTS_SCREENS: readonly Screen[] = [
  {
    ...accounts,
    path: ACCOUNTING_ACCOUNT_PATHS.accounts,
    title: 'accounting-accounts:menu',
    menu: { titleKey: 'accounting-accounts:menu', icon: 'AccountBookOutlined' },
    page: lazyPage(() => import('./routes/accounts-page'), 'AccountsPage'),
  },
  {
    ...accounts,
    path: ACCOUNTING_ACCOUNT_PATHS.transactionTypes,
    title: 'accounting-accounts:menu',
    page: lazyPage(() => import('./routes/transaction-types-page'), 'TransactionTypesPage'),
  },
  {
    ...accounts,
    path: ACCOUNTING_ACCOUNT_PATHS.discountAccounts,
    title: 'accounting-accounts:menu',
    page: lazyPage(() => import('./routes/discount-accounts-page'), 'DiscountAccountsPage'),
  },
];

/** `/bookeeping/accounting-accounts` (the address SPEC §2 names) opens its first tab. */
export const ACCOUNTING_ACCOUNTS_REDIRECTS: readonly ScreenRedirect[] = [
  { from: ACCOUNTING_ACCOUNT_PATHS.root, to: ACCOUNTING_ACCOUNT_PATHS.accounts },
];
