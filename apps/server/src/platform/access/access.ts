import { OPEN_SECTION } from '@zerg/shared';
import type { FastifySchema, HTTPMethods } from 'fastify';

/**
 * What a route needs: `public`, or a list of sections of which the user must hold one.
 * `[OPEN_SECTION]` means any signed-in user.
 */
export type Access = { public: true } | { sections: readonly number[] };

export const PUBLIC: Access = { public: true };
export const SIGNED_IN: Access = { sections: [OPEN_SECTION] };
export const sections = (...ids: number[]): Access => ({ sections: ids });

/** An API route as declared: the generated authorization and fuzz tests walk these. */
export type DeclaredRoute = {
  method: HTTPMethods;
  url: string;
  access: Access;
  schema: FastifySchema | undefined;
};

declare module 'fastify' {
  interface FastifyContextConfig {
    access?: Access;
  }
  interface FastifyInstance {
    declaredRoutes: readonly DeclaredRoute[];
  }
}

export const canAccess = (access: Access, granted: ReadonlySet<number>): boolean =>
  'public' in access || access.sections.some((s) => s === OPEN_SECTION || granted.has(s));
