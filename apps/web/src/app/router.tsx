import { OPEN_SECTION } from '@zerg/shared';
import { createBrowserRouter, type RouteObject, redirect } from 'react-router';
import { PageLoader } from '../components/page-loader';
import { NOT_FOUND_PATH } from '../lib/access';
import { setSessionExpiredHandler } from '../lib/api-client';
import { lazyPage } from './chunk-load';
import { handleOf, redirectTarget } from './derive-screens';
import { RouteErrorPage } from './error-pages/route-error-page';
import { guardLoader } from './guards/guard-loader';
import { FullLayout } from './layouts/full-layout';
import { RootLayout } from './layouts/root-layout';
import { queryClient } from './query';
import type { LayoutName, RouteHandle } from './route-handle';
import type { Screen, ScreenRedirect } from './screen';
import { REDIRECTS, SCREENS } from './screens';

const toRouteObject = (screen: Screen): RouteObject => {
  const handle = handleOf(screen, SCREENS);
  return {
    id: screen.routeId,
    path: screen.path,
    handle,
    loader: guardLoader(handle),
    lazy: screen.page,
    // Errors of one screen (e.g. its code failed to download) stay inside the layout.
    ErrorBoundary: RouteErrorPage,
  };
};

const routesOf = (layout: LayoutName): RouteObject[] =>
  SCREENS.filter((screen) => (screen.layout ?? 'vertical') === layout).map(toRouteObject);

// Redirects render nothing; the screen they lead to applies its own guard.
const toRedirectObject = ({ from, to }: ScreenRedirect): RouteObject => ({
  path: from,
  loader: ({ params, request }) => redirect(redirectTarget(to, params, new URL(request.url).search)),
  element: null,
});

export const router = createBrowserRouter([
  {
    id: 'root',
    Component: RootLayout,
    ErrorBoundary: RouteErrorPage,
    HydrateFallback: () => <PageLoader fullscreen />,
    children: [
      {
        index: true,
        handle: { section: OPEN_SECTION, title: 'home:title', breadcrumb: [] } satisfies RouteHandle,
        loader: () => redirect('/home'),
        element: null,
      },
      // The sign-in screens' layout comes with the shell; the signed-in layouts (navbar, menus)
      // are fetched with the first screen that needs them.
      { Component: FullLayout, children: routesOf('full') },
      {
        lazy: lazyPage(() => import('./layouts/horizontal-layout'), 'HorizontalLayout'),
        children: routesOf('horizontal'),
      },
      {
        lazy: lazyPage(() => import('./layouts/vertical-layout'), 'VerticalLayout'),
        children: routesOf('vertical'),
      },
      ...REDIRECTS.map(toRedirectObject),
      {
        path: '*',
        handle: {
          section: OPEN_SECTION,
          access: 'public',
          title: 'common:errorPages.notFoundTitle',
          breadcrumb: [],
        } satisfies RouteHandle,
        loader: () => redirect(NOT_FOUND_PATH),
        element: null,
      },
    ],
  },
]);

setSessionExpiredHandler(() => {
  queryClient.clear();
  void router.navigate('/login', { replace: true });
});
