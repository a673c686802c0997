import { lazyShell } from './lazy-shell';

/** Top bar with the brand and the navbar actions, no side menu (the module menu page). */
export const HorizontalLayout = lazyShell(() =>
  import('./horizontal-shell').then((m) => ({ default: m.HorizontalShell })),
);
