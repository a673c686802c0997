import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Outlet, ScrollRestoration } from 'react-router';
import { ReconnectingNotice } from '../../components/reconnecting-notice';
import { ServiceUnavailableBanner } from '../../components/service-unavailable-banner';
import { NavigationProgress } from '../navigation-progress';
import { SessionSync } from '../session-sync';
import { useRouteHandle } from '../use-route-handle';

const hideSplash = () => {
  const splash = document.getElementById('loading-bg');
  if (!splash) return;
  splash.classList.add('is-hidden');
  setTimeout(() => splash.remove(), 300);
};

/** The top route: document title, navigation feedback, the server's availability, permission refresh. */
export const RootLayout = () => {
  const { t } = useTranslation();
  const handle = useRouteHandle();
  const appName = t('common:app.name');

  useEffect(hideSplash, []);

  useEffect(() => {
    document.title = handle ? `${t(handle.title)} | ${appName}` : appName;
  }, [handle, t, appName]);

  return (
    <>
      <NavigationProgress />
      <ServiceUnavailableBanner />
      <ReconnectingNotice />
      <SessionSync />
      <Outlet />
      <ScrollRestoration />
    </>
  );
};
