import { MODULE_IDS, SECTION_IDS } from '@zerg/shared';
import { lazyPage } from '../../lib/chunk-load';
import type { Screen } from '../../lib/screen';

export const PAYROLL_PAYMENT_PATHS = {
  administrative: '/rrhh/payroll/payments/administrative',
  operations: '/rrhh/payroll/payments/operations',
  run: '/rrhh/payroll/payments/run/:id',
} as const;

const list = () => import('./routes/payroll-runs-page');
const review = () => import('./routes/payroll-run-page');

/** Payroll runs (section 14, tab Payments): one list per staff, and the review of one run. */
export const PAYROLL_PAYMENT_SCREENS: readonly Screen[] = [
  {
    path: PAYROLL_PAYMENT_PATHS.administrative,
    section: SECTION_IDS.PAYROLL,
    module: MODULE_IDS.RRHH,
    title: 'payroll-payments:administrativeTitle',
    menu: { titleKey: 'payroll-payments:nav', icon: 'DollarOutlined' },
    page: lazyPage(list, 'AdministrativePayrollPage'),
  },
  {
    path: PAYROLL_PAYMENT_PATHS.operations,
    section: SECTION_IDS.PAYROLL,
    module: MODULE_IDS.RRHH,
    title: 'payroll-payments:operationsTitle',
    page: lazyPage(list, 'OperationsPayrollPage'),
  },
  {
    path: PAYROLL_PAYMENT_PATHS.run,
    section: SECTION_IDS.PAYROLL,
    module: MODULE_IDS.RRHH,
    title: 'payroll-payments:runTitle',
    page: lazyPage(review, 'PayrollRunPage'),
  },
];
