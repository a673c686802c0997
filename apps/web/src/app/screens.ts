import { OPEN_SECTION } from '@zerg/shared';
import {
  ACCOUNTING_ACCOUNTS_REDIRECTS,
  ACCOUNTING_ACCOUNTS_SCREENS,
} from '../features/accounting-accounts/screens';
import { ADDITIONAL_WORK_SCREENS } from '../features/additional-work/screens';
import { ATTENDANCE_MARKING_SCREENS, KIOSK_DEVICE_SCREENS } from '../features/attendance-marking/screens';
import { ATTENDANCE_REPORTS_SCREENS } from '../features/attendance-reports/screens';
import { AUDIT_LOG_SCREENS } from '../features/audit-log/screens';
import { AUTH_SCREENS } from '../features/auth/screens';
import { BILLING_SCREENS } from '../features/billing/screens';
import { BILLING_RECEIVABLES_SCREENS } from '../features/billing-receivables/screens';
import {
  BOOKKEEPING_JOURNAL_REDIRECTS,
  BOOKKEEPING_JOURNAL_SCREENS,
} from '../features/bookkeeping-journal/screens';
import { CLIENTS_SCREENS } from '../features/clients/screens';
import { DOCUMENT_ORDERS_SCREENS } from '../features/document-orders/screens';
import { DRIVER_REDIRECTS, DRIVER_SCREENS } from '../features/driver/screens';
import { E_DOCUMENTS_SCREENS } from '../features/e-documents/screens';
import { EMPLOYEES_REDIRECTS, EMPLOYEES_SCREENS } from '../features/employees/screens';
import { ENTITY_GROUP_SCREENS } from '../features/entity-groups/screens';
import { HOME_SCREENS } from '../features/home/screens';
import { JUSTIFICATIONS_SCREENS } from '../features/justifications/screens';
import { LABOUR_CERTIFICATE_SCREENS } from '../features/labour-certificates/screens';
import { NOTIFICATIONS_SCREENS } from '../features/notifications/screens';
import { ORGANISATION_SCREENS } from '../features/organisation/screens';
import { PAYROLL_ADVANCES_SCREENS } from '../features/payroll-advances/screens';
import { PAYROLL_BONUSES_SCREENS } from '../features/payroll-bonuses/screens';
import { PAYROLL_DISCOUNTS_SCREENS } from '../features/payroll-discounts/screens';
import { PAYROLL_PAYMENT_SCREENS } from '../features/payroll-payments/screens';
import { PAYROLL_SETTINGS_SCREENS } from '../features/payroll-settings/screens';
import { PAYROLL_VACATIONS_SCREENS } from '../features/payroll-vacations/screens';
import { PROFILE_SCREENS } from '../features/profile/screens';
import { RATES_SCREENS } from '../features/rates/screens';
import { REMOTE_WORK_SCREENS } from '../features/remote-work/screens';
import { SALARY_INCREASE_SCREENS } from '../features/salary-increases/screens';
import { SERVICE_ORDERS_SCREENS } from '../features/service-orders/screens';
import { SETTINGS_SCREENS } from '../features/settings/screens';
import { SETTLEMENTS_SCREENS } from '../features/settlements/screens';
import { TRAVEL_ORDERS_SCREENS } from '../features/travel-orders/screens';
import { TRAVEL_ROUTES_SCREENS } from '../features/travel-routes/screens';
import { TREASURY_BANK_ACCOUNTS_SCREENS } from '../features/treasury-bank-accounts/screens';
import { TREASURY_EXCHANGE_RATES_SCREENS } from '../features/treasury-exchange-rates/screens';
import { TREASURY_PAYROLL_REDIRECTS, TREASURY_PAYROLL_SCREENS } from '../features/treasury-payroll/screens';
import { TREASURY_TRANSACTIONS_SCREENS } from '../features/treasury-transactions/screens';
import { USERS_SCREENS } from '../features/users/screens';
import { VEHICLES_SCREENS } from '../features/vehicles/screens';
import { VIATICS_SCREENS } from '../features/viatics/screens';
import { WORKSHOP_DISCOUNTS_SCREENS } from '../features/workshop-discounts/screens';
import { lazyPage } from '../lib/chunk-load';
import type { Screen, ScreenRedirect } from '../lib/screen';
import { moduleRedirectsOf, navCatalogueOf } from './derive-screens';

/** Error pages: open to everyone. */
const ERROR_SCREENS: readonly Screen[] = [
  {
    path: '/error-404',
    section: OPEN_SECTION,
    layout: 'full',
    access: 'public',
    title: 'common:errorPages.notFoundTitle',
    page: lazyPage(() => import('./error-pages/not-found-page'), 'NotFoundPage'),
  },
  {
    path: '/pages/miscellaneous/not-authorized',
    section: OPEN_SECTION,
    layout: 'full',
    access: 'public',
    title: 'common:errorPages.notAuthorizedTitle',
    page: lazyPage(() => import('./error-pages/not-authorized-page'), 'NotAuthorizedPage'),
  },
];

/**
 * Every screen of the web app. A new module declares its screens in its own
 * `features/<feature>/screens.ts` and adds them here; nothing else lists them.
 */
export const SCREENS: readonly Screen[] = [
  ...AUTH_SCREENS,
  ...ERROR_SCREENS,
  ...HOME_SCREENS,
  ...PROFILE_SCREENS,
  ...ATTENDANCE_MARKING_SCREENS,
  ...NOTIFICATIONS_SCREENS,
  ...USERS_SCREENS,
  // Homework status first: it is where /settings leads (SPEC §2).
  ...REMOTE_WORK_SCREENS,
  ...SETTINGS_SCREENS,
  ...AUDIT_LOG_SCREENS,
  ...KIOSK_DEVICE_SCREENS,
  ...PAYROLL_SETTINGS_SCREENS,
  ...ORGANISATION_SCREENS,
  ...CLIENTS_SCREENS,
  ...VEHICLES_SCREENS,
  ...RATES_SCREENS,
  ...TRAVEL_ROUTES_SCREENS,
  ...SERVICE_ORDERS_SCREENS,
  ...TRAVEL_ORDERS_SCREENS,
  ...JUSTIFICATIONS_SCREENS,
  ...ENTITY_GROUP_SCREENS,
  ...EMPLOYEES_SCREENS,
  // Bookkeeping's own screens before its attendance report: SPEC §2 lists them first in module 12.
  ...ACCOUNTING_ACCOUNTS_SCREENS,
  ...BOOKKEEPING_JOURNAL_SCREENS,
  ...ATTENDANCE_REPORTS_SCREENS,
  // After the attendance report, which stays treasury's first screen (where /treasury leads).
  ...TREASURY_TRANSACTIONS_SCREENS,
  ...TREASURY_PAYROLL_SCREENS,
  ...TREASURY_BANK_ACCOUNTS_SCREENS,
  ...TREASURY_EXCHANGE_RATES_SCREENS,
  ...SALARY_INCREASE_SCREENS,
  ...ADDITIONAL_WORK_SCREENS,
  ...DRIVER_SCREENS,
  ...PAYROLL_PAYMENT_SCREENS,
  ...LABOUR_CERTIFICATE_SCREENS,
  ...VIATICS_SCREENS,
  ...DOCUMENT_ORDERS_SCREENS,
  ...SETTLEMENTS_SCREENS,
  ...PAYROLL_VACATIONS_SCREENS,
  ...PAYROLL_DISCOUNTS_SCREENS,
  ...PAYROLL_ADVANCES_SCREENS,
  ...WORKSHOP_DISCOUNTS_SCREENS,
  ...PAYROLL_BONUSES_SCREENS,
  // Billing (module 8) last: its operations and treasury entries follow those modules' own screens.
  ...BILLING_SCREENS,
  ...E_DOCUMENTS_SCREENS,
  // After the sales documents, which stay billing's first screen (where /billing leads).
  ...BILLING_RECEIVABLES_SCREENS,
];

/** The built screens per module, in menu order. */
export const NAV_CATALOGUE = navCatalogueOf(SCREENS);

/** Module roots (`/users`, `/settings`, `/rrhh`) and former addresses of screens. */
export const REDIRECTS: readonly ScreenRedirect[] = [
  ...moduleRedirectsOf(NAV_CATALOGUE),
  ...EMPLOYEES_REDIRECTS,
  ...DRIVER_REDIRECTS,
  ...ACCOUNTING_ACCOUNTS_REDIRECTS,
  ...BOOKKEEPING_JOURNAL_REDIRECTS,
  ...TREASURY_PAYROLL_REDIRECTS,
];
