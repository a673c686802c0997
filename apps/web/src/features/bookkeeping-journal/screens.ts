import { MODULE_IDS, SECTION_IDS } from '@zerg/shared';
import type { RouteTab } from '../../components/route-tabs';
import { lazyPage } from '../../lib/chunk-load';
import type { Screen, ScreenRedirect } from '../../lib/screen';

export const JOURNAL_PATHS = {
  root: '/bookeeping/transactions',
  list: '/bookeeping/transactions/list',
  ledger: '/bookeeping/transactions/ledger',
  trialBalance: '/bookeeping/transactions/trial-balance',
  periods: '/bookeeping/transactions/periods',
  incomeStatement: '/bookeeping/transactions/income-statement',
} as const;

/** Section 35's tabs: the journal, an account's ledger, the trial balance and the periods, each its own route. */
export const JOURNAL_TABS: readonly RouteTab[] = [
  { path: JOURNAL_PATHS.list, labelKey: 'bookkeeping-journal:tabs.journal', testId: 'tab-journal' },
  { path: JOURNAL_PATHS.ledger, labelKey: 'bookkeeping-journal:tabs.ledger', testId: 'tab-ledger' },
  {
    path: JOURNAL_PATHS.trialBalance,
    labelKey: 'bookkeeping-journal:tabs.trialBalance',
    testId: 'tab-trial-balance',
  },
  { path: JOURNAL_PATHS.periods, labelKey: 'bookkeeping-journal:tabs.periods', testId: 'tab-periods' },
  {
    path: JOURNAL_PATHS.incomeStatement,
    labelKey: 'bookkeeping-journal:tabs.incomeStatement',
    testId: 'tab-income-statement',
  },
];

const journal = { section: SECTION_IDS.BOOKKEEPING_TRANSACTIONS, module: MODULE_IDS.BOOKEEPING } as const;

export const BOOKKEEPING_JOURNAL_SCREENS: readonly Screen[] = [
  {
    ...journal,
    path: JOURNAL_PATHS.list,
    title: 'bookkeeping-journal:menu',
    menu: { titleKey: 'bookkeeping-journal:menu', icon: 'AuditOutlined' },
    page: lazyPage(() => import('./routes/journal-page'), 'JournalPage'),
  },
  {
    ...journal,
    path: JOURNAL_PATHS.ledger,
    title: 'bookkeeping-journal:menu',
    page: lazyPage(() => import('./routes/ledger-page'), 'LedgerPage'),
  },
  {
    ...journal,
    path: JOURNAL_PATHS.trialBalance,
    title: 'bookkeeping-journal:menu',
    page: lazyPage(() => import('./routes/trial-balance-page'), 'TrialBalancePage'),
  },
  {
    ...journal,
    path: JOURNAL_PATHS.periods,
    title: 'bookkeeping-journal:menu',
    page: lazyPage(() => import('./routes/periods-page'), 'PeriodsPage'),
  },
  {
    ...journal,
    path: JOURNAL_PATHS.incomeStatement,
    title: 'bookkeeping-journal:menu',
    page: lazyPage(() => import('./routes/income-statement-page'), 'IncomeStatementPage'),
  },
];

export const BOOKKEEPING_JOURNAL_REDIRECTS: readonly ScreenRedirect[] = [
  { from: JOURNAL_PATHS.root, to: JOURNAL_PATHS.list },
];
