import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { Db } from '../../db/client.ts';
import { canAccess, type DeclaredRoute } from '../access/access.ts';
import { forbidden, unauthorized } from '../errors/app-error.ts';
import type { CurrentUser } from './current-user.ts';
import type { TokenSigner } from './tokens.ts';

type Row = {
  id: number;
  email: string;
  role_id: number;
  is_ceo: boolean;
  employee_id: number | null;
  sections: number[];
  modules: number[];
};

/**
 * Loads the user, their live session and current sections in one query on every request, so that a
 * deactivation, a revoked session or a changed permission takes effect on the very next request.
 */
export const loadCurrentUser = async (
  db: Db,
  userId: number,
  sessionId: string,
): Promise<CurrentUser | null> => {
  const result = await db.execute<Row>(sql`
    select u.id, u.email, u.role_id, u.is_ceo, u.employee_id,
      coalesce((select array_agg(section_id) from user_sections where user_id = u.id), '{}') as sections,
      coalesce((select array_agg(module_id) from user_modules where user_id = u.id), '{}') as modules
    from users u
    join auth_sessions s on s.id = ${sessionId}::uuid and s.user_id = u.id
    where u.id = ${userId} and u.is_active and s.revoked_at is null and s.expires_at > now()
  `);
  const row = result.rows[0];
  if (!row) return null;
  return {
    id: row.id,
    sessionId,
    email: row.email,
    roleId: row.role_id,
    isCeo: row.is_ceo,
    employeeId: row.employee_id,
    sections: new Set(row.sections),
    modules: new Set(row.modules),
  };
};

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** Checks every API route's declared access before its handler runs. */
export const registerAuthentication = (app: FastifyInstance, db: Db, signer: TokenSigner) => {
  app.decorateRequest('currentUser', null);
  app.addHook('onRequest', async (request) => {
    const access = request.routeOptions.config?.access;
    if (!access || 'public' in access) return;
    const header = request.headers.authorization;
    const token = header?.startsWith('Bearer ') ? header.slice(7) : undefined;
    if (!token) throw unauthorized();
    const claims = await signer.verify(token);
    if (!claims || !UUID.test(claims.sessionId)) throw unauthorized('SESSION_EXPIRED');
    const user = await loadCurrentUser(db, claims.userId, claims.sessionId);
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
