import { MODULE_IDS, SECTION_IDS } from '@zerg/shared';
import { lazyPage } from '../../lib/chunk-load';
import type { Screen } from '../../lib/screen';

export const EXCHANGE_RATE_PATHS = { list: '/treasury/exchange-rates/list' } as const;

/** The dated USD→PEN rate table and the month-end revaluation (treasury, section 38 like the accounts). */
export const TREASURY_EXCHANGE_RATES_SCREENS: readonly Screen[] = [
  {
    section: SECTION_IDS.BANK_ACCOUNTS,
    module: MODULE_IDS.TREASURY,
    path: EXCHANGE_RATE_PATHS.list,
    title: 'treasury-exchange-rates:list.title',
    menu: { titleKey: 'treasury-exchange-rates:nav.list', icon: 'RiseOutlined' },
    page: lazyPage(() => import('./routes/exchange-rates-list-page'), 'ExchangeRatesListPage'),
  },
];
