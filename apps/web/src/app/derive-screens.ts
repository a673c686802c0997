import { MODULES } from '@zerg/shared';
import type { NavModule } from '../lib/nav-catalogue';
import type { Screen, ScreenRedirect } from '../lib/screen';
import type { BreadcrumbEntry, RouteHandle } from './route-handle';

export const HOME_CRUMB: BreadcrumbEntry = { titleKey: 'common:nav.home', path: '/home' };

/**
 * The menu screens of each module, in declaration order: the source of the side menu, the home
 * cards, the module switch and the landing route.
 */
export const navCatalogueOf = (screens: readonly Screen[]): NavModule[] =>
  MODULES.map((module) => ({
    module: module.id,
    entries: screens.flatMap((screen) =>
      screen.menu && screen.module === module.id
        ? [
            {
              path: screen.path,
              titleKey: screen.menu.titleKey,
              section: screen.section,
              icon: screen.menu.icon,
            },
          ]
        : [],
    ),
  })).filter((module) => module.entries.length > 0);

/** A module's root (`/rrhh`) opens its first menu screen. */
export const moduleRedirectsOf = (catalogue: readonly NavModule[]): ScreenRedirect[] =>
  catalogue.flatMap(({ module, entries }) => {
    const root = MODULES.find((m) => m.id === module)?.path;
    const first = entries[0];
    return root && first ? [{ from: root, to: first.path }] : [];
  });

/**
 * Home, then the module (pointing at its first menu screen), then the screens this one is opened
 * from, then the screen itself. Sign-in, error pages and the module menu have none.
 */
export const breadcrumbOf = (screen: Screen, screens: readonly Screen[]): BreadcrumbEntry[] => {
  if ((screen.layout ?? 'vertical') !== 'vertical') return [];
  const ancestors: Screen[] = [];
  const seen = new Set([screen.path]);
  for (let parent = screen.parent; parent !== undefined && !seen.has(parent); ) {
    seen.add(parent);
    const found = screens.find((s) => s.path === parent);
    if (!found) break;
    ancestors.unshift(found);
    parent = found.parent;
  }
  const moduleDef = MODULES.find((m) => m.id === screen.module);
  const moduleHome = screens.find((s) => s.menu && s.module === screen.module);
  return [
    HOME_CRUMB,
    ...(moduleDef
      ? [{ titleKey: `common:modules.${moduleDef.key}`, ...(moduleHome ? { path: moduleHome.path } : {}) }]
      : []),
    ...ancestors.map((s) => ({ titleKey: s.menu?.titleKey ?? s.title, path: s.path })),
    { titleKey: screen.menu?.titleKey ?? screen.title },
  ];
};

/** The route `handle` of a screen: what the guard, the layouts, the title and breadcrumbs read. */
export const handleOf = (screen: Screen, screens: readonly Screen[]): RouteHandle => ({
  section: screen.section,
  module: screen.module,
  layout: screen.layout ?? 'vertical',
  access: screen.access ?? 'private',
  title: screen.title,
  breadcrumb: breadcrumbOf(screen, screens),
  ...(screen.hideSideMenu ? { hideSideMenu: true } : {}),
});

/** `to` with the `:params` of `from` filled in, keeping the query string. */
export const redirectTarget = (
  to: string,
  params: Readonly<Record<string, string | undefined>>,
  search: string,
): string => to.replace(/:(\w+)/g, (_, name: string) => encodeURIComponent(params[name] ?? '')) + search;
