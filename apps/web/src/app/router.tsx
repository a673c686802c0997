import { OPEN_SECTION } from '@zerg/shared';
import { createBrowserRouter, type RouteObject, redirect } from 'react-router';
import { PageLoader } from '../components/page-loader';
import { NOT_FOUND_PATH } from '../lib/access';
import { setSessionExpiredHandler } from '../lib/api-client';
import { RouteErrorPage } from './error-pages/route-error-page';
import { guardLoader } from './guards/guard-loader';
import { FullLayout } from './layouts/full-layout';
import { HorizontalLayout } from './layouts/horizontal-layout';
import { RootLayout } from './layouts/root-layout';
import { VerticalLayout } from './layouts/vertical-layout';
import { queryClient } from './query';
import type { LayoutName, RouteHandle } from './route-handle';
import { type AppRoute, ROUTES } from './route-table';

const toRouteObject = (route: AppRoute): RouteObject => ({
  id: route.id,
  path: route.path,
  handle: route.handle,
  loader: guardLoader(route.handle, route.redirectTo),
  lazy: route.page,
  // Redirect-only routes render nothing; saying so keeps the router from warning about them.
  ...(route.page ? {} : { element: null }),
  // Errors of one screen (e.g. its code failed to download) stay inside the layout.
  ErrorBoundary: RouteErrorPage,
});

const routesOf = (layout: LayoutName): RouteObject[] =>
  ROUTES.filter((route) => (route.handle.layout ?? 'vertical') === layout).map(toRouteObject);

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
      { Component: FullLayout, children: routesOf('full') },
      { Component: HorizontalLayout, children: routesOf('horizontal') },
      { Component: VerticalLayout, children: routesOf('vertical') },
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
