import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Db } from '../../db/client.ts';
import { PUBLIC } from '../access/access.ts';
import { type CheckState, checkDatabase, failingChecks } from './readiness.ts';

const ZCheckState = z.enum(['ok', 'unavailable', 'timeout', 'shutting-down']);
const ZReadiness = z.object({
  status: z.enum(['ready', 'not-ready']),
  /** The names of the checks that failed, e.g. `["database"]`. */
  failing: z.array(z.string()),
  checks: z.object({ database: ZCheckState }),
});

/**
 * `GET /api/health` is liveness: the process answers (and the database, as before, or 503).
 * `GET /api/health/ready` is readiness, for a load balancer deciding where to send traffic: 200 when
 * the database answers within `READY_TIMEOUT_MS`, 503 naming the failing check while it does not or
 * while this instance is shutting down, so it is taken out of rotation before it stops.
 */
export const healthRoutes = (db: Db) => async (parent: FastifyInstance) => {
  const app = parent.withTypeProvider<ZodTypeProvider>();
  let closing = false;
  app.addHook('preClose', async () => {
    closing = true;
  });

  app.get(
    '/health',
    {
      config: { access: PUBLIC },
      schema: { tags: ['platform'], response: { 200: z.object({ status: z.literal('ok') }) } },
    },
    async () => {
      await db.execute('select 1');
      return { status: 'ok' as const };
    },
  );

  app.get(
    '/health/ready',
    {
      config: { access: PUBLIC },
      schema: { tags: ['platform'], response: { 200: ZReadiness, 503: ZReadiness } },
    },
    async (_request, reply) => {
      const database: CheckState = closing ? 'shutting-down' : await checkDatabase(db);
      const checks = { database };
      const failing = failingChecks(checks);
      if (failing.length === 0) return { status: 'ready' as const, failing, checks };
      return reply
        .code(503)
        .header('retry-after', '5')
        .send({ status: 'not-ready' as const, failing, checks });
    },
  );
};
