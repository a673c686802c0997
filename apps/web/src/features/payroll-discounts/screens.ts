import { MODULE_IDS, SECTION_IDS } from '@zerg/shared';
import { lazyPage } from '../../lib/chunk-load';
import type { Screen } from '../../lib/screen';
import { PAYROLL_DISCOUNT_PATHS as P } from './paths';

const page = () => import('./routes/payroll-discounts-page');
const common = { section: SECTION_IDS.PAYROLL, module: MODULE_IDS.RRHH } as const;

/** HR payroll › Discounts (section 14): one screen per state, reached from the payroll tabs (no menu entry). */
export const PAYROLL_DISCOUNTS_SCREENS: readonly Screen[] = [
  {
    ...common,
    path: P.pending,
    title: 'payroll-discounts:title.pending',
    page: lazyPage(page, 'PendingDiscountsPage'),
  },
  {
    ...common,
    path: P.approved,
    title: 'payroll-discounts:title.approved',
    page: lazyPage(page, 'ApprovedDiscountsPage'),
  },
  {
    ...common,
    path: P.discounted,
    title: 'payroll-discounts:title.discounted',
    page: lazyPage(page, 'DiscountedDiscountsPage'),
  },
  {
    ...common,
    path: P.notDiscounted,
    title: 'payroll-discounts:title.notDiscounted',
    page: lazyPage(page, 'NotDiscountedDiscountsPage'),
  },
  {
    ...common,
    path: P.anulled,
    title: 'payroll-discounts:title.anulled',
    page: lazyPage(page, 'AnulledDiscountsPage'),
  },
];
