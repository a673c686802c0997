import { isSectionId, MODULES, OPEN_SECTION, SECTIONS } from '@zerg/shared';
import { describe, expect, it } from 'vitest';
import type { Screen } from '../lib/screen';
import { breadcrumbOf, handleOf, moduleRedirectsOf, navCatalogueOf, redirectTarget } from './derive-screens';
import { NAV_CATALOGUE, REDIRECTS, SCREENS } from './screens';

const Blank = () => null;
const page = async () => ({ Component: Blank });
const screenAt = (path: string): Screen | undefined => SCREENS.find((screen) => screen.path === path);
/** Whether `path` matches a route pattern with `:params`. */
const matches = (pattern: string, path: string): boolean =>
  new RegExp(`^${pattern.replace(/:\w+/g, '[^/]+')}$`).test(path);

describe('the declared screens', () => {
  it('have unique paths and route ids', () => {
    const paths = SCREENS.map((screen) => screen.path);
    expect(new Set(paths).size).toBe(paths.length);
    const ids = SCREENS.flatMap((screen) => (screen.routeId ? [screen.routeId] : []));
    expect(new Set(ids).size).toBe(ids.length);
  });

  it('each declare a known section, belonging to the screen’s module', () => {
    for (const screen of SCREENS) {
      expect(isSectionId(screen.section), screen.path).toBe(true);
      if (screen.section === OPEN_SECTION) continue;
      // A guarded screen belongs to a module, so the side menu and the breadcrumb can follow it.
      expect(screen.module, screen.path).toBeDefined();
      const section = SECTIONS.find((s) => s.id === screen.section);
      expect(section?.modules, screen.path).toContain(screen.module);
    }
  });

  it('sit under their module’s path as /<module>/<entity>/<screen> (SPEC §2)', () => {
    for (const screen of SCREENS.filter((s) => s.module !== undefined)) {
      const root = MODULES.find((m) => m.id === screen.module)?.path;
      expect(screen.path.startsWith(`${root}/`), screen.path).toBe(true);
      const segments = screen.path.slice(1).split('/');
      expect(segments.filter((s) => !s.startsWith(':')).length, screen.path).toBeLessThanOrEqual(4);
    }
    expect(screenAt('/rrhh/employees/list')).toBeDefined();
    expect(screenAt('/rrhh/employees/information/:id')).toBeDefined();
    expect(screenAt('/users/list')?.routeId).toBe('users-list');
    expect(screenAt('/login')?.routeId).toBe('auth-login');
    expect(screenAt('/home')?.routeId).toBe('zerg-menu');
  });

  it('name existing screens of the same module as parents', () => {
    for (const screen of SCREENS.filter((s) => s.parent !== undefined)) {
      const parent = screenAt(screen.parent ?? '');
      expect(parent, screen.path).toBeDefined();
      expect(parent?.module, screen.path).toBe(screen.module);
    }
  });

  it('list in menus only guarded, parameterless screens of the vertical layout', () => {
    for (const screen of SCREENS.filter((s) => s.menu)) {
      expect(screen.module, screen.path).toBeDefined();
      expect(screen.access ?? 'private', screen.path).toBe('private');
      expect(screen.layout ?? 'vertical', screen.path).toBe('vertical');
      expect(screen.path, screen.path).not.toContain(':');
    }
  });
});

describe('the menu derived from the screens', () => {
  it('points every entry at a declared screen with the same section', () => {
    const entries = NAV_CATALOGUE.flatMap((module) => module.entries.map((entry) => ({ module, entry })));
    expect(entries.length).toBe(SCREENS.filter((s) => s.menu).length);
    for (const { module, entry } of entries) {
      const screen = screenAt(entry.path);
      expect(screen, entry.path).toBeDefined();
      expect(screen?.section).toBe(entry.section);
      expect(screen?.module).toBe(module.module);
      expect(screen?.menu?.titleKey).toBe(entry.titleKey);
    }
  });

  it('orders each module’s entries as declared, and leaves out modules without screens', () => {
    const catalogue = navCatalogueOf([
      {
        path: '/settings/b',
        section: 19,
        module: 2,
        title: 't',
        menu: { titleKey: 'b', icon: 'MailOutlined' },
        page,
      },
      {
        path: '/settings/a',
        section: 2,
        module: 2,
        title: 't',
        menu: { titleKey: 'a', icon: 'MailOutlined' },
        page,
      },
      { path: '/settings/hidden', section: 2, module: 2, title: 't', page },
    ]);
    expect(catalogue).toEqual([
      {
        module: 2,
        entries: [
          { path: '/settings/b', titleKey: 'b', section: 19, icon: 'MailOutlined' },
          { path: '/settings/a', titleKey: 'a', section: 2, icon: 'MailOutlined' },
        ],
      },
    ]);
  });
});

describe('the redirects', () => {
  it('send each module root to its first menu screen', () => {
    expect(moduleRedirectsOf(NAV_CATALOGUE)).toEqual(
      expect.arrayContaining([
        { from: '/users', to: '/users/list' },
        { from: '/settings', to: '/settings/homework-status/list' },
        { from: '/rrhh', to: '/rrhh/employees/list' },
      ]),
    );
  });

  it('lead to declared screens and never shadow one', () => {
    const froms = REDIRECTS.map((r) => r.from);
    expect(new Set(froms).size).toBe(froms.length);
    for (const { from, to } of REDIRECTS) {
      expect(screenAt(to), `${from} → ${to}`).toBeDefined();
      expect(screenAt(from), from).toBeUndefined();
    }
  });

  it('keep the former employee addresses working, with their query string', () => {
    const target = (path: string, search = ''): string | undefined => {
      const redirect = REDIRECTS.find((r) => matches(r.from, path));
      if (!redirect) return undefined;
      const names = redirect.from.split('/');
      const values = path.split('/');
      const params = Object.fromEntries(
        names.flatMap((name, i) => (name.startsWith(':') ? [[name.slice(1), values[i]]] : [])),
      );
      return redirectTarget(redirect.to, params, search);
    };
    expect(target('/rrhh/employees', '?search=ana')).toBe('/rrhh/employees/list?search=ana');
    expect(target('/rrhh/employees/new')).toBe('/rrhh/employees/register');
    expect(target('/rrhh/employee/information/12', '?tab=job')).toBe(
      '/rrhh/employees/information/12?tab=job',
    );
    expect(target('/rrhh')).toBe('/rrhh/employees/list');
  });

  it('fill the target’s params from the address', () => {
    expect(redirectTarget('/a/:id/b', { id: '7' }, '')).toBe('/a/7/b');
    expect(redirectTarget('/a/:id', { id: 'x y' }, '?q=1')).toBe('/a/x%20y?q=1');
  });
});

describe('breadcrumbs and handles derived from a screen', () => {
  it('go home, to the module, to the parent screen, then to the screen', () => {
    const record = screenAt('/rrhh/employees/information/:id');
    expect(record && breadcrumbOf(record, SCREENS)).toEqual([
      { titleKey: 'common:nav.home', path: '/home' },
      { titleKey: 'common:modules.rrhh', path: '/rrhh/employees/list' },
      { titleKey: 'common:nav.employees', path: '/rrhh/employees/list' },
      { titleKey: 'employees:record.title' },
    ]);
    const list = screenAt('/users/list');
    expect(list && breadcrumbOf(list, SCREENS)).toEqual([
      { titleKey: 'common:nav.home', path: '/home' },
      { titleKey: 'common:modules.users', path: '/users/list' },
      { titleKey: 'common:nav.usersList' },
    ]);
    // A screen beside another in the same tabs is not under it.
    const operations = screenAt('/rrhh/payroll/attendance/operations');
    expect(operations && breadcrumbOf(operations, SCREENS).map((c) => c.titleKey)).toEqual([
      'common:nav.home',
      'common:modules.rrhh',
      'attendance-reports:payroll.operationsTitle',
    ]);
    const profile = screenAt('/profile');
    expect(profile && breadcrumbOf(profile, SCREENS)).toEqual([
      { titleKey: 'common:nav.home', path: '/home' },
      { titleKey: 'profile:title' },
    ]);
  });

  it('are empty on the sign-in, error and module menu screens', () => {
    for (const path of ['/login', '/error-404', '/home']) {
      const screen = screenAt(path);
      expect(screen && breadcrumbOf(screen, SCREENS), path).toEqual([]);
    }
  });

  it('carry the guard’s section and access, the layout and the hidden side menu', () => {
    const screen: Screen = {
      path: '/rrhh/attendance/mine',
      section: OPEN_SECTION,
      title: 'x:y',
      hideSideMenu: true,
      page,
    };
    expect(handleOf(screen, [screen])).toMatchObject({
      section: OPEN_SECTION,
      access: 'private',
      layout: 'vertical',
      title: 'x:y',
      hideSideMenu: true,
    });
    const login = screenAt('/login');
    expect(login && handleOf(login, SCREENS)).toMatchObject({ access: 'guest', layout: 'full' });
  });
});
