import type { NavEntry } from '../lib/nav-catalogue';

const segmentsOf = (path: string) => path.split('/').filter(Boolean);

/**
 * The menu entry a path belongs to: the entry itself or a screen below it, else the entry sharing
 * the most leading segments (a travel order's page `/operations/travel-orders/7` belongs to
 * `/operations/travel-orders/list`, not to the module's first entry), else none.
 */
export const activeEntryPath = (
  pathname: string,
  entries: readonly Pick<NavEntry, 'path'>[],
): string | null => {
  const exact = entries.find((e) => e.path === pathname || pathname.startsWith(`${e.path}/`));
  if (exact) return exact.path;
  const target = segmentsOf(pathname);
  let best: { path: string; shared: number } | null = null;
  for (const { path } of entries) {
    const segments = segmentsOf(path);
    let shared = 0;
    while (shared < segments.length && segments[shared] === target[shared]) shared++;
    if (shared > 0 && shared > (best?.shared ?? 0)) best = { path, shared };
  }
  return best?.path ?? null;
};
