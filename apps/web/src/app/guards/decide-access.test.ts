import { describe, expect, it } from 'vitest';
import type { NavModule } from '../../lib/nav-catalogue';
import { decideAccess, type GuardSession } from './decide-access';

const catalogue: NavModule[] = [
  { module: 1, entries: [{ path: '/users/list', titleKey: 'x', section: 4, icon: 'UnorderedListOutlined' }] },
  {
    module: 2,
    entries: [{ path: '/settings/general/email', titleKey: 'x', section: 2, icon: 'MailOutlined' }],
  },
];

const signedIn = (sections: number[] | null): GuardSession => ({ hasUser: true, hasToken: true, sections });
const signedOut: GuardSession = { hasUser: false, hasToken: false, sections: null };

describe('decideAccess', () => {
  it('sends a signed-out user to /login for private routes', () => {
    expect(decideAccess({ section: 0 }, signedOut, catalogue)).toEqual({
      kind: 'redirect',
      to: '/login',
      clearStorage: false,
    });
    expect(decideAccess({ section: 4 }, signedOut, catalogue)).toMatchObject({
      kind: 'redirect',
      to: '/login',
    });
  });

  it('treats a token without a user, or a user without a token, as signed out', () => {
    expect(
      decideAccess({ section: 0 }, { hasUser: false, hasToken: true, sections: [4] }, catalogue),
    ).toMatchObject({
      kind: 'redirect',
      to: '/login',
    });
    expect(
      decideAccess({ section: 0 }, { hasUser: true, hasToken: false, sections: [4] }, catalogue),
    ).toMatchObject({
      kind: 'redirect',
      to: '/login',
    });
  });

  it('lets a signed-out user open login-only and public routes', () => {
    expect(decideAccess({ section: 0, access: 'guest' }, signedOut, catalogue)).toEqual({
      kind: 'allow',
      clearStorage: false,
    });
    expect(decideAccess({ section: 0, access: 'public' }, signedOut, catalogue).kind).toBe('allow');
  });

  it('sends a signed-in user away from login-only routes to their landing route', () => {
    expect(decideAccess({ section: 0, access: 'guest' }, signedIn([4, 2]), catalogue)).toMatchObject({
      kind: 'redirect',
      to: '/users/list',
    });
    expect(decideAccess({ section: 0, access: 'guest' }, signedIn([2, 4]), catalogue)).toMatchObject({
      to: '/users/list',
    });
    expect(decideAccess({ section: 0, access: 'guest' }, signedIn([2]), catalogue)).toMatchObject({
      to: '/settings/general/email',
    });
    expect(decideAccess({ section: 0, access: 'guest' }, signedIn([]), catalogue)).toMatchObject({
      to: '/home',
    });
  });

  it('lets a signed-in user open public routes', () => {
    expect(decideAccess({ section: 0, access: 'public' }, signedIn([]), catalogue).kind).toBe('allow');
  });

  it('always allows section 0 to a signed-in user', () => {
    expect(decideAccess({ section: 0 }, signedIn([]), catalogue)).toEqual({
      kind: 'allow',
      clearStorage: false,
    });
  });

  it('allows granted sections and refuses the others', () => {
    expect(decideAccess({ section: 4 }, signedIn([4]), catalogue).kind).toBe('allow');
    expect(decideAccess({ section: 2 }, signedIn([4]), catalogue)).toEqual({
      kind: 'redirect',
      to: '/pages/miscellaneous/not-authorized',
      clearStorage: false,
    });
  });

  it('clears storage and goes to /login when a stored user has no sections list', () => {
    expect(decideAccess({ section: 0 }, signedIn(null), catalogue)).toEqual({
      kind: 'redirect',
      to: '/login',
      clearStorage: true,
    });
    expect(decideAccess({ section: 4 }, signedIn(null), catalogue)).toMatchObject({
      to: '/login',
      clearStorage: true,
    });
    // Already on the login page: just clean up and show it.
    expect(decideAccess({ section: 0, access: 'guest' }, signedIn(null), catalogue)).toEqual({
      kind: 'allow',
      clearStorage: true,
    });
  });
});
