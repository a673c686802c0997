import { canAccessSection, LOGIN_PATH, landingRoute, NOT_AUTHORIZED_PATH } from '../../lib/access';
import type { NavModule } from '../../lib/nav-catalogue';
import type { RouteHandle } from '../route-handle';
import { NAV_CATALOGUE } from '../screens';

export type GuardSession = {
  hasUser: boolean;
  hasToken: boolean;
  /** The stored permitted sections, `null` when the entry is missing. */
  sections: readonly number[] | null;
  /** The modules the user holds: the landing route is in one of them. */
  modules?: readonly number[];
};

export type GuardDecision =
  | { kind: 'allow'; clearStorage: boolean }
  | { kind: 'redirect'; to: string; clearStorage: boolean };

const allow = (clearStorage = false): GuardDecision => ({ kind: 'allow', clearStorage });
const redirectTo = (to: string, clearStorage = false): GuardDecision => ({
  kind: 'redirect',
  to,
  clearStorage,
});

/**
 * The navigation guard of SPEC §5 as a pure function: given the target route and the stored
 * session, decide whether to render it or where to go instead.
 */
export const decideAccess = (
  handle: Pick<RouteHandle, 'section' | 'access'>,
  session: GuardSession,
  catalogue: readonly NavModule[] = NAV_CATALOGUE,
): GuardDecision => {
  const access = handle.access ?? 'private';
  const signedIn = session.hasUser && session.hasToken;

  // A user stored without its permitted list cannot be trusted: wipe it and start over.
  if (session.hasUser && session.sections === null) {
    return access === 'private' ? redirectTo(LOGIN_PATH, true) : allow(true);
  }
  if (access === 'public') return allow();
  if (!signedIn) return access === 'guest' ? allow() : redirectTo(LOGIN_PATH);

  const sections = session.sections ?? [];
  if (access === 'guest') return redirectTo(landingRoute(sections, catalogue, session.modules));
  return canAccessSection(sections, handle.section) ? allow() : redirectTo(NOT_AUTHORIZED_PATH);
};
