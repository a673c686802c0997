import { MODULE_IDS, OPEN_SECTION, SECTION_IDS } from '@zerg/shared';
import type { ComponentType } from 'react';
import { lazyPage } from './chunk-load';
import type { BreadcrumbEntry, RouteHandle } from './route-handle';

export type AppRoute = {
  path: string;
  /** Route id, for the routes SPEC §2 names (`zerg-menu`, `users-list`, `auth-login`). */
  id?: string;
  handle: RouteHandle;
  /** Lazily loaded page; absent on redirect-only routes. */
  page?: () => Promise<{ Component: ComponentType }>;
  /** Redirect-only route (`/users` → `/users/list`), still guarded by its section. */
  redirectTo?: string;
};

const HOME: BreadcrumbEntry = { titleKey: 'common:nav.home', path: '/home' };
const USERS: BreadcrumbEntry = { titleKey: 'common:modules.users', path: '/users/list' };
const SETTINGS: BreadcrumbEntry = { titleKey: 'common:modules.settings', path: '/settings/general/email' };
const RRHH: BreadcrumbEntry = { titleKey: 'common:modules.rrhh', path: '/rrhh/employees' };
const EMPLOYEES: BreadcrumbEntry = { titleKey: 'common:nav.employees', path: '/rrhh/employees' };

/**
 * Every screen of the web app. A later module adds its routes here and its menu entries in
 * `lib/nav-catalogue.ts`.
 */
export const ROUTES: readonly AppRoute[] = [
  // Login-only screens: a signed-in user is sent to their landing route.
  {
    path: '/login',
    id: 'auth-login',
    handle: {
      section: OPEN_SECTION,
      layout: 'full',
      access: 'guest',
      title: 'auth:login.title',
      breadcrumb: [],
    },
    page: lazyPage(() => import('../features/auth/routes/login-page'), 'LoginPage'),
  },
  {
    path: '/forgot-password',
    handle: {
      section: OPEN_SECTION,
      layout: 'full',
      access: 'guest',
      title: 'auth:forgot.title',
      breadcrumb: [],
    },
    page: lazyPage(() => import('../features/auth/routes/forgot-password-page'), 'ForgotPasswordPage'),
  },
  {
    path: '/reset-password',
    handle: {
      section: OPEN_SECTION,
      layout: 'full',
      access: 'guest',
      title: 'auth:reset.title',
      breadcrumb: [],
    },
    page: lazyPage(() => import('../features/auth/routes/reset-password-page'), 'ResetPasswordPage'),
  },
  {
    path: '/setup',
    handle: {
      section: OPEN_SECTION,
      layout: 'full',
      access: 'guest',
      title: 'auth:setup.title',
      breadcrumb: [],
    },
    page: lazyPage(() => import('../features/auth/routes/setup-page'), 'SetupPage'),
  },
  // Error pages: open to everyone.
  {
    path: '/error-404',
    handle: {
      section: OPEN_SECTION,
      layout: 'full',
      access: 'public',
      title: 'common:errorPages.notFoundTitle',
      breadcrumb: [],
    },
    page: lazyPage(() => import('./error-pages/not-found-page'), 'NotFoundPage'),
  },
  {
    path: '/pages/miscellaneous/not-authorized',
    handle: {
      section: OPEN_SECTION,
      layout: 'full',
      access: 'public',
      title: 'common:errorPages.notAuthorizedTitle',
      breadcrumb: [],
    },
    page: lazyPage(() => import('./error-pages/not-authorized-page'), 'NotAuthorizedPage'),
  },
  // Section 0: every signed-in user.
  {
    path: '/home',
    id: 'zerg-menu',
    handle: { section: OPEN_SECTION, layout: 'horizontal', title: 'home:title', breadcrumb: [] },
    page: lazyPage(() => import('../features/home/routes/home-page'), 'HomePage'),
  },
  {
    path: '/profile',
    handle: {
      section: OPEN_SECTION,
      layout: 'vertical',
      title: 'profile:title',
      breadcrumb: [HOME, { titleKey: 'profile:title' }],
    },
    page: lazyPage(() => import('../features/profile/routes/profile-page'), 'ProfilePage'),
  },
  {
    path: '/notifications',
    handle: {
      section: OPEN_SECTION,
      layout: 'vertical',
      title: 'notifications:title',
      breadcrumb: [HOME, { titleKey: 'notifications:title' }],
    },
    page: lazyPage(() => import('../features/notifications/routes/notifications-page'), 'NotificationsPage'),
  },
  // Users module.
  {
    path: '/users',
    handle: {
      section: SECTION_IDS.USERS,
      module: MODULE_IDS.USERS,
      layout: 'vertical',
      title: 'common:nav.usersList',
      breadcrumb: [HOME, USERS],
    },
    redirectTo: '/users/list',
  },
  {
    path: '/users/list',
    id: 'users-list',
    handle: {
      section: SECTION_IDS.USERS,
      module: MODULE_IDS.USERS,
      layout: 'vertical',
      title: 'users:list.title',
      breadcrumb: [HOME, USERS, { titleKey: 'common:nav.usersList' }],
    },
    page: lazyPage(() => import('../features/users/routes/users-list-page'), 'UsersListPage'),
  },
  {
    path: '/users/register',
    handle: {
      section: SECTION_IDS.USERS,
      module: MODULE_IDS.USERS,
      layout: 'vertical',
      title: 'users:register.title',
      breadcrumb: [HOME, USERS, { titleKey: 'common:nav.usersRegister' }],
    },
    page: lazyPage(() => import('../features/users/routes/user-register-page'), 'UserRegisterPage'),
  },
  {
    path: '/users/edit/:id',
    handle: {
      section: SECTION_IDS.USERS,
      module: MODULE_IDS.USERS,
      layout: 'vertical',
      title: 'users:edit.title',
      breadcrumb: [HOME, USERS, { titleKey: 'users:edit.title' }],
    },
    page: lazyPage(() => import('../features/users/routes/user-edit-page'), 'UserEditPage'),
  },
  // Settings module.
  {
    path: '/settings',
    handle: {
      section: SECTION_IDS.SETTINGS_GENERAL,
      module: MODULE_IDS.SETTINGS,
      layout: 'vertical',
      title: 'common:nav.settingsEmail',
      breadcrumb: [HOME, SETTINGS],
    },
    redirectTo: '/settings/general/email',
  },
  {
    path: '/settings/general/email',
    handle: {
      section: SECTION_IDS.SETTINGS_GENERAL,
      module: MODULE_IDS.SETTINGS,
      layout: 'vertical',
      title: 'settings:email.title',
      breadcrumb: [HOME, SETTINGS, { titleKey: 'common:nav.settingsEmail' }],
    },
    page: lazyPage(() => import('../features/settings/routes/email-settings-page'), 'EmailSettingsPage'),
  },
  // Human resources module.
  {
    path: '/rrhh',
    handle: {
      section: SECTION_IDS.EMPLOYEES,
      module: MODULE_IDS.RRHH,
      layout: 'vertical',
      title: 'common:nav.employees',
      breadcrumb: [HOME, RRHH],
    },
    redirectTo: '/rrhh/employees',
  },
  {
    path: '/rrhh/employees',
    id: 'rrhh-employees',
    handle: {
      section: SECTION_IDS.EMPLOYEES,
      module: MODULE_IDS.RRHH,
      layout: 'vertical',
      title: 'employees:list.title',
      breadcrumb: [HOME, RRHH, { titleKey: 'common:nav.employees' }],
    },
    page: lazyPage(() => import('../features/employees/routes/employees-list-page'), 'EmployeesListPage'),
  },
  {
    path: '/rrhh/employees/new',
    handle: {
      section: SECTION_IDS.EMPLOYEES,
      module: MODULE_IDS.RRHH,
      layout: 'vertical',
      title: 'employees:create.title',
      breadcrumb: [HOME, RRHH, EMPLOYEES, { titleKey: 'employees:create.title' }],
    },
    page: lazyPage(() => import('../features/employees/routes/employee-create-page'), 'EmployeeCreatePage'),
  },
  {
    path: '/rrhh/employees/information/:id',
    handle: {
      section: SECTION_IDS.EMPLOYEES,
      module: MODULE_IDS.RRHH,
      layout: 'vertical',
      title: 'employees:record.title',
      breadcrumb: [HOME, RRHH, EMPLOYEES, { titleKey: 'employees:record.title' }],
    },
    page: lazyPage(
      () => import('../features/employees/routes/employee-information-page'),
      'EmployeeInformationPage',
    ),
  },
];
