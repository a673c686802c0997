import type { FastifyInstance } from 'fastify';
import { collectDefaultMetrics, Registry } from 'prom-client';
import { PUBLIC } from '../access/access.ts';
import { AppError, unauthorized } from '../errors/app-error.ts';
import { createAppGauges, type GaugeSources } from './app-gauges.ts';
import { registerHttpMetrics } from './http-metrics.ts';
import { bearerMatches } from './metrics-token.ts';

/**
 * `GET /metrics` in Prometheus's text format, for the operator's scraper only: with `METRICS_TOKEN`
 * set it answers `Authorization: Bearer <token>` (401 otherwise); without it the route is 404 and
 * nothing is recorded, so an instance that is not scraped spends nothing on it. Outside /api and
 * left out of the API document: it is no part of the application's API, and it checks its own
 * token instead of a user's sections. Registered before the routes, so every answer is counted.
 */
export const registerMetrics = (app: FastifyInstance, token: string | undefined, sources: GaugeSources) => {
  const registry = token ? new Registry() : null;
  const refresh = registry ? createAppGauges(registry, sources) : null;
  if (registry) {
    collectDefaultMetrics({ register: registry });
    registerHttpMetrics(app, registry);
  }

  app.get('/metrics', { config: { access: PUBLIC }, schema: { hide: true } }, async (request, reply) => {
    if (!token || !registry || !refresh) throw new AppError(404, 'ROUTE_NOT_FOUND');
    if (!bearerMatches(request.headers.authorization, token)) throw unauthorized();
    await refresh();
    return reply.type(registry.contentType).send(await registry.metrics());
  });
};
