import type { FastifyInstance } from 'fastify';
import { canAccess, type DeclaredRoute } from '../access/access.ts';
import { forbidden, unauthorized } from '../errors/app-error.ts';
import type { CurrentUser } from './current-user.ts';
import type { TokenSigner } from './tokens.ts';

/**
 * Loads the user, their live session and current sections on every request, so that a deactivation,
 * a revoked session or a changed permission takes effect on the very next request. The users module
 * owns those tables and gives the loader when the app is built.
 */
export type LoadCurrentUser = (userId: number, sessionId: string) => Promise<CurrentUser | null>;

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** Checks every API route's declared access before its handler runs. */
export const registerAuthentication = (
  app: FastifyInstance,
  loadCurrentUser: LoadCurrentUser,
  signer: TokenSigner,
) => {
  app.decorateRequest('currentUser', null);
  app.addHook('onRequest', async (request) => {
    const access = request.routeOptions.config?.access;
    if (!access || 'public' in access) return;
    const header = request.headers.authorization;
    const token = header?.startsWith('Bearer ') ? header.slice(7) : undefined;
    if (!token) throw unauthorized();
    const claims = await signer.verify(token);
    if (!claims || !UUID.test(claims.sessionId)) throw unauthorized('SESSION_EXPIRED');
    const user = await loadCurrentUser(claims.userId, claims.sessionId);
    if (!user) throw unauthorized('SESSION_EXPIRED');
    if (!canAccess(access, user.sections)) throw forbidden();
    request.currentUser = user;
  });
};

/**
 * Refuses to start when an API route forgot to say who may call it, and keeps the list of API routes
 * with their access (`app.declaredRoutes`), from which the authorization and fuzz tests are generated.
 */
export const requireAccessDeclarations = (app: FastifyInstance) => {
  const declared: DeclaredRoute[] = [];
  app.decorate('declaredRoutes', declared);
  app.addHook('onRoute', (route) => {
    if (!route.url.startsWith('/api') || route.url.startsWith('/api/docs')) return;
    const access = route.config?.access;
    if (!access) {
      throw new Error(`Route ${route.method} ${route.url} declares no access (sections or public)`);
    }
    // HEAD answers as its GET does; it is not a route of its own.
    for (const method of [route.method].flat()) {
      if (method !== 'HEAD') declared.push({ method, url: route.url, access, schema: route.schema });
    }
  });
};
