import { lazyShell } from './lazy-shell';

/** No menu: sign-in screens and error pages, with language and skin available before sign-in. */
export const FullLayout = lazyShell(
  () => import('./full-shell').then((m) => ({ default: m.FullShell })),
  'signed-out',
);
