import type { TUserModule } from '@zerg/shared';
import { describe, expect, it } from 'vitest';
import {
  availableModules,
  canAccessSection,
  firstScreenOf,
  landingRoute,
  permittedEntries,
  resolveCurrentModule,
} from './access';
import type { NavModule } from './nav-catalogue';

const catalogue: NavModule[] = [
  {
    module: 1,
    entries: [
      { path: '/users/list', titleKey: 'a', section: 4, icon: 'UnorderedListOutlined' },
      { path: '/users/register', titleKey: 'b', section: 4, icon: 'UserAddOutlined' },
    ],
  },
  {
    module: 2,
    entries: [
      { path: '/settings/roles', titleKey: 'c', section: 19, icon: 'MailOutlined' },
      { path: '/settings/general/email', titleKey: 'd', section: 2, icon: 'MailOutlined' },
    ],
  },
];

const held = (...ids: number[]): TUserModule[] =>
  ids.map((id) => ({ id_module: id, module_name: `M${id}`, icons: '' }));

describe('canAccessSection', () => {
  it('opens section 0 to everyone and others only when granted', () => {
    expect(canAccessSection([], 0)).toBe(true);
    expect(canAccessSection([4], 4)).toBe(true);
    expect(canAccessSection([4], 2)).toBe(false);
  });
});

describe('permittedEntries / firstScreenOf', () => {
  it('keeps only the screens of granted sections, in menu order', () => {
    expect(permittedEntries(2, [2], catalogue).map((e) => e.path)).toEqual(['/settings/general/email']);
    expect(firstScreenOf(2, [2, 19], catalogue)).toBe('/settings/roles');
    expect(firstScreenOf(2, [], catalogue)).toBeNull();
    expect(firstScreenOf(9, [8], catalogue)).toBeNull();
  });
});

describe('landingRoute', () => {
  it('opens the first permitted screen of the main module, whatever the order of the sections', () => {
    expect(landingRoute([2, 4], catalogue)).toBe('/users/list');
    expect(landingRoute([4, 2], catalogue)).toBe('/users/list');
  });

  it('lands in Settings only when the user has nothing else', () => {
    expect(landingRoute([2], catalogue)).toBe('/settings/general/email');
    expect(landingRoute([2, 19], catalogue)).toBe('/settings/roles');
  });

  it('skips section 0 and sections without a built screen', () => {
    expect(landingRoute([0, 8, 14, 19], catalogue)).toBe('/settings/roles');
  });

  it('falls back to the module menu', () => {
    expect(landingRoute([], catalogue)).toBe('/home');
    expect(landingRoute([0], catalogue)).toBe('/home');
    expect(landingRoute([8, 14], catalogue)).toBe('/home');
  });

  it('looks only at the modules the user holds', () => {
    expect(landingRoute([2, 4], catalogue, [2])).toBe('/settings/general/email');
    // Holding none of the modules with screens, the sections still lead somewhere.
    expect(landingRoute([4], catalogue, [])).toBe('/users/list');
  });
});

describe('availableModules', () => {
  it('lists held modules with at least one permitted built screen, in the server order', () => {
    const modules = availableModules(held(2, 1, 9), [4, 2, 8], catalogue);
    expect(modules.map((m) => [m.key, m.firstPath])).toEqual([
      ['settings', '/settings/general/email'],
      ['users', '/users/list'],
    ]);
  });

  it('drops modules the user does not hold, or whose screens are not granted', () => {
    expect(availableModules(held(1), [2], catalogue)).toEqual([]);
    expect(availableModules(held(2), [4], catalogue)).toEqual([]);
  });

  it('ignores unknown and repeated module ids', () => {
    expect(availableModules(held(99, 1, 1), [4], catalogue).map((m) => m.id)).toEqual([1]);
  });
});

describe('resolveCurrentModule', () => {
  const modules = availableModules(held(1, 2), [4, 2], catalogue);
  it('keeps the stored module while available, else the first one', () => {
    expect(resolveCurrentModule(2, modules)).toBe(2);
    expect(resolveCurrentModule(9, modules)).toBe(1);
    expect(resolveCurrentModule(null, modules)).toBe(1);
    expect(resolveCurrentModule(1, [])).toBeNull();
  });
});
