import type { FastifyInstance } from 'fastify';
import type { z } from 'zod';
import type { Access, DeclaredRoute } from '../../src/platform/access/access.ts';

/** An API route with what the generated tests need to call it. */
export type ApiRoute = DeclaredRoute & {
  /** `POST /api/user/list`, with path parameters as OpenAPI writes them (`{email}`). */
  key: string;
  params: string[];
};

const openApiPath = (url: string) => url.replace(/:(\w+)/g, '{$1}');

/** Every API route the app declared, in a stable order. */
export const apiRoutes = (app: FastifyInstance): ApiRoute[] =>
  app.declaredRoutes
    .map((r) => ({
      ...r,
      key: `${r.method} ${openApiPath(r.url)}`,
      params: [...r.url.matchAll(/:(\w+)/g)].map((m) => m[1]!),
    }))
    .sort((a, b) => a.key.localeCompare(b.key));

/** `METHOD /path` of every operation in the app's OpenAPI document. */
export const openApiOperations = (app: FastifyInstance): string[] => {
  const doc = app.swagger() as { paths?: Record<string, Record<string, unknown>> };
  return Object.entries(doc.paths ?? {})
    .flatMap(([path, ops]) => Object.keys(ops).map((method) => `${method.toUpperCase()} ${path}`))
    .sort();
};

export const isPublic = (access: Access): access is { public: true } => 'public' in access;

/** The zod schema a route declares for a part of the request, if any. */
export const schemaOf = (
  route: DeclaredRoute,
  part: 'body' | 'params' | 'querystring',
): z.ZodType | undefined => route.schema?.[part] as z.ZodType | undefined;

/** The route's URL with each `:name` replaced by `value(name)`, encoded. */
export const fillPath = (url: string, value: (name: string) => string) =>
  url.replace(/:(\w+)/g, (_, name: string) => encodeURIComponent(value(name)));
