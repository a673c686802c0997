import { OPEN_SECTION } from '@zerg/shared';
import { lazyPage } from '../../lib/chunk-load';
import type { Screen } from '../../lib/screen';

/** Login-only screens: a signed-in user is sent to their landing route. */
const guest = { section: OPEN_SECTION, layout: 'full', access: 'guest' } as const;

export const AUTH_SCREENS: readonly Screen[] = [
  {
    ...guest,
    path: '/login',
    routeId: 'auth-login',
    title: 'auth:login.title',
    page: lazyPage(() => import('./routes/login-page'), 'LoginPage'),
  },
  {
    ...guest,
    path: '/forgot-password',
    title: 'auth:forgot.title',
    page: lazyPage(() => import('./routes/forgot-password-page'), 'ForgotPasswordPage'),
  },
  {
    ...guest,
    path: '/reset-password',
    title: 'auth:reset.title',
    page: lazyPage(() => import('./routes/reset-password-page'), 'ResetPasswordPage'),
  },
  {
    ...guest,
    path: '/setup',
    title: 'auth:setup.title',
    page: lazyPage(() => import('./routes/setup-page'), 'SetupPage'),
  },
];
