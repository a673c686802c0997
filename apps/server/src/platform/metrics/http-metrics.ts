import type { FastifyInstance } from 'fastify';
import { Counter, Histogram, type Registry } from 'prom-client';

/** Seconds; from a cached read to a heavy export. */
const DURATION_BUCKETS = [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10, 30];

/**
 * The `route` label: the route's pattern (`/api/rrhh/employee/:id`), never the address with its ids,
 * so the series stay a bounded set. An address under /api that matches no route is `unmatched`; the
 * web application's files and pages are one `web` series (there is a route per built file).
 */
export const routeLabel = (routeUrl: string | undefined, requestUrl: string): string => {
  if (routeUrl && (routeUrl.startsWith('/api') || routeUrl === '/metrics')) return routeUrl;
  return requestUrl.startsWith('/api') ? 'unmatched' : 'web';
};

/** Counts every answer and its duration by method, route pattern and status code. */
export const registerHttpMetrics = (app: FastifyInstance, registry: Registry) => {
  const labelNames = ['method', 'route', 'status'] as const;
  const requests = new Counter({
    name: 'http_requests_total',
    help: 'HTTP requests answered, by method, route pattern and status code',
    labelNames,
    registers: [registry],
  });
  const duration = new Histogram({
    name: 'http_request_duration_seconds',
    help: 'Time from the request received to the answer sent, by method, route pattern and status code',
    labelNames,
    buckets: DURATION_BUCKETS,
    registers: [registry],
  });
  app.addHook('onResponse', async (request, reply) => {
    const labels = {
      method: request.method,
      route: routeLabel(request.routeOptions.url, request.url),
      status: String(reply.statusCode),
    };
    requests.inc(labels);
    duration.observe(labels, reply.elapsedTime / 1000);
  });
};
