import { lazyShell } from './lazy-shell';

/** Side menu of the current module, floating navbar, page header, content and footer. */
export const VerticalLayout = lazyShell(
  () => import('./vertical-shell').then((m) => ({ default: m.VerticalShell })),
  'signed-in',
);
