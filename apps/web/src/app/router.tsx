import { OPEN_SECTION } from '@zerg/shared';
import { createBrowserRouter, type RouteObject, redirect } from 'react-router';
import { PageLoader } from '../components/page-loader';
import { ReconnectingNotice } from '../components/reconnecting-notice';
import { NOT_FOUND_PATH } from '../lib/access';
import { setSessionExpiredHandler } from '../lib/api-client';
import { lazyPage } from '../lib/chunk-load';
import type { LayoutName, Screen, ScreenRedirect } from '../lib/screen';
import { handleOf, redirectTarget } from './derive-screens';
import { RouteErrorPage } from './error-pages/route-error-page';
import { guardLoader } from './guards/guard-loader';
import { FullLayout } from './layouts/full-layout';
import { RootLayout } from './layouts/root-layout';
import { registerModulePage } from './module-prefetch';
import { queryClient } from './query';
import type { RouteHandle } from './route-handle';
import { REDIRECTS, SCREENS } from './screens';
import { suspendedPage } from './suspended-page';

const toRouteObject = (screen: Screen): RouteObject => {
  const handle = handleOf(screen, SCREENS);
  // Rendered at once with its skeleton rather than as a lazy route, which would keep the previous
  // screen up until the new one's code arrives.
  const fullScreen = screen.layout === 'full';
  const page = suspendedPage(screen.page, fullScreen ? <PageLoader fullscreen /> : undefined);
  if (screen.module !== undefined) registerModulePage(screen.module, page.preload);
  return {
    id: screen.routeId,
    path: screen.path,
    handle,
    loader: guardLoader(handle),
    Component: page.Component,
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
    // The first load waits for the session's renewal: say so when the server cannot be reached.
    HydrateFallback: () => (
      <>
        <ReconnectingNotice />
        <PageLoader fullscreen />
      </>
    ),
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
