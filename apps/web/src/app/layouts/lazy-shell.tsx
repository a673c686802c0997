import { type ComponentType, lazy, Suspense } from 'react';
import { PageLoader } from '../../components/page-loader';
import { readSession } from '../../lib/storage';

/**
 * A layout whose code (menus, navbar, drawers) downloads when a screen first needs it rather
 * than with the app, so the sign-in page never pays for the signed-in frame. When the stored
 * session says which frame comes first, its download starts at once, alongside the session renewal.
 */
export const lazyShell = (
  load: () => Promise<{ default: ComponentType }>,
  firstFor?: 'signed-in' | 'signed-out',
): ComponentType => {
  let pending: Promise<{ default: ComponentType }> | null = null;
  const loadOnce = () => {
    pending ??= load().catch((error: unknown) => {
      pending = null;
      throw error;
    });
    return pending;
  };
  const signedIn = readSession().userData !== null;
  if (firstFor && (firstFor === 'signed-in') === signedIn) void loadOnce().catch(() => undefined);
  const Shell = lazy(loadOnce);
  return () => (
    <Suspense fallback={<PageLoader fullscreen />}>
      <Shell />
    </Suspense>
  );
};
