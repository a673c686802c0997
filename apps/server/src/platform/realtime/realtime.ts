import fastifyWebsocket from '@fastify/websocket';
import type { FastifyInstance } from 'fastify';
import type pg from 'pg';
import type { Db } from '../../db/client.ts';
import { PUBLIC } from '../access/access.ts';
import type { LoadCurrentUser } from '../auth/authenticate.ts';
import type { TokenSigner } from '../auth/tokens.ts';
import type { CacheRegistry } from '../cache/live-cache.ts';
import { createPgListener, type PgListener } from './pg-listener.ts';
import { PG_CHANNEL } from './realtime-bus.ts';
import { createRealtimeHub, type RealtimeHub, type RealtimeHubOptions } from './realtime-hub.ts';

declare module 'fastify' {
  interface FastifyInstance {
    /** This instance's sockets and its PostgreSQL listener (tests and the benchmark look at them). */
    realtime: { hub: RealtimeHub; listener: PgListener };
  }
}

export type RealtimeOptions = Pick<RealtimeHubOptions, 'authTimeoutMs' | 'pingIntervalMs'>;

/**
 * The real-time socket `GET /api/ws` and this instance's PostgreSQL listener. The route is public
 * at the HTTP level: the socket authenticates with its first message (the access token), so the
 * token never appears in a URL or a log line. See README.md beside this file.
 */
export const registerRealtime = async (
  app: FastifyInstance,
  deps: { db: Db; signer: TokenSigner; loadCurrentUser: LoadCurrentUser; caches: CacheRegistry },
  options: RealtimeOptions = {},
) => {
  const { caches, ...hubDeps } = deps;
  const hub = createRealtimeHub({ ...hubDeps, log: app.log, ...options });
  // drizzle keeps the pool it was built on; the listener opens its own connection with its settings.
  const pool = (deps.db as unknown as { $client?: pg.Pool }).$client;
  if (!pool?.options) throw new Error('the real-time listener needs a database built on a pg pool');
  const listener = createPgListener({
    connection: pool.options,
    channel: PG_CHANNEL,
    // The instance's caches hear their invalidations on the same connection (platform/cache).
    onMessage: (payload) => {
      if (!caches.receive(payload)) hub.receive(payload);
    },
    onReconnect: hub.resyncAll,
    onLive: caches.setLive,
    log: app.log,
  });
  // Listening before the server takes requests: nothing committed after start-up is missed.
  app.addHook('onReady', () => listener.start());
  app.addHook('preClose', async () => {
    hub.closeAll();
    await listener.stop();
  });

  await app.register(fastifyWebsocket, { options: { maxPayload: 16 * 1024 } });
  app.route({
    method: 'GET',
    url: '/api/ws',
    config: { access: PUBLIC },
    schema: {
      tags: ['platform'],
      summary: 'Real-time socket (WebSocket upgrade; a plain GET answers 426)',
      description:
        'Send {"type":"auth","token":"<access token>"} first; then receive bell notifications and channel events. Close codes: 4001 unauthorized, 4002 token expired, 4003 session revoked, 4400 bad message.',
    },
    // A plain HTTP request is told to upgrade; listed in the API document with the protocol.
    handler: (_request, reply) => reply.code(426).header('upgrade', 'websocket').send(),
    wsHandler: (socket) => hub.accept(socket),
  });
  app.decorate('realtime', { hub, listener });
};
