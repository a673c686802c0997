import {
  channelsOfSections,
  REALTIME_CLOSE,
  type RealtimeChannel,
  type RealtimeServerMessage,
} from '@zerg/shared';
import type { FastifyBaseLogger } from 'fastify';
import type { WebSocket } from 'ws';
import type { LoadCurrentUser } from '../auth/authenticate.ts';
import type { TokenSigner } from '../auth/tokens.ts';
import { type BusMessage, decodeBusMessage } from './realtime-bus.ts';

type Conn = {
  socket: WebSocket;
  userId: number | null;
  sessionId: string;
  channels: Set<RealtimeChannel>;
  expiryTimer: NodeJS.Timeout | null;
  authTimer: NodeJS.Timeout | null;
  alive: boolean;
  /** Messages of one socket are handled one after the other (auth queries the database). */
  queue: Promise<void>;
  /** Re-checks under way: events wait behind them, so none reaches a socket that just lost access. */
  pending: number;
};

export type RealtimeHubOptions = {
  signer: TokenSigner;
  loadCurrentUser: LoadCurrentUser;
  log: FastifyBaseLogger;
  /** How long a new socket may take to send its token. */
  authTimeoutMs?: number;
  /** Heartbeat: a socket that misses one ping's pong is dropped. */
  pingIntervalMs?: number;
};

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * This instance's sockets: who they belong to, which channels they hear, and the delivery of what
 * arrives from PostgreSQL (every instance receives every message and delivers to its own sockets).
 */
export const createRealtimeHub = (options: RealtimeHubOptions) => {
  const { signer, loadCurrentUser, log } = options;
  const authTimeoutMs = options.authTimeoutMs ?? 10_000;
  const byUser = new Map<number, Set<Conn>>();
  const byChannel = new Map<RealtimeChannel, Set<Conn>>();
  const all = new Set<Conn>();
  // Bumped by every access change of a user: an authentication that overlapped one checks again.
  const accessVersion = new Map<number, number>();

  const send = (conn: Conn, message: RealtimeServerMessage | string) => {
    if (conn.socket.readyState !== conn.socket.OPEN) return;
    conn.socket.send(typeof message === 'string' ? message : JSON.stringify(message));
  };

  /** An event: at once, or after the socket's pending re-check (which may close it or drop a channel). */
  const sendEvent = (conn: Conn, text: string, channel: RealtimeChannel | null) => {
    if (!conn.pending) return send(conn, text);
    conn.queue = conn.queue.then(() => {
      if (all.has(conn) && (channel === null || conn.channels.has(channel))) send(conn, text);
    });
  };

  const close = (conn: Conn, code: number, reason: string) => {
    if (conn.socket.readyState === conn.socket.OPEN || conn.socket.readyState === conn.socket.CONNECTING)
      conn.socket.close(code, reason);
    forget(conn);
  };

  const setChannels = (conn: Conn, channels: RealtimeChannel[]) => {
    for (const c of conn.channels) byChannel.get(c)?.delete(conn);
    conn.channels = new Set(channels);
    for (const c of channels) {
      const set = byChannel.get(c) ?? new Set<Conn>();
      byChannel.set(c, set);
      set.add(conn);
    }
  };

  const forget = (conn: Conn) => {
    if (conn.expiryTimer) clearTimeout(conn.expiryTimer);
    if (conn.authTimer) clearTimeout(conn.authTimer);
    conn.expiryTimer = conn.authTimer = null;
    all.delete(conn);
    setChannels(conn, []);
    if (conn.userId !== null) {
      const set = byUser.get(conn.userId);
      set?.delete(conn);
      if (set?.size === 0) byUser.delete(conn.userId);
    }
  };

  /** Checks the socket's session and sections again: closed when gone, channels follow the sections. */
  const recheck = async (conn: Conn): Promise<void> => {
    if (conn.userId === null || !all.has(conn)) return;
    const user = await loadCurrentUser(conn.userId, conn.sessionId);
    if (!all.has(conn)) return;
    if (!user) return close(conn, REALTIME_CLOSE.sessionRevoked, 'session revoked');
    setChannels(conn, channelsOfSections(user.sections));
  };

  const authenticate = async (conn: Conn, token: unknown): Promise<void> => {
    const claims = typeof token === 'string' && token.length < 4096 ? await signer.verify(token) : null;
    if (!claims || !UUID.test(claims.sessionId) || (conn.userId !== null && conn.userId !== claims.userId)) {
      return close(conn, REALTIME_CLOSE.unauthorized, 'invalid token');
    }
    const version = accessVersion.get(claims.userId) ?? 0;
    const user = await loadCurrentUser(claims.userId, claims.sessionId);
    if (!all.has(conn)) return;
    if (!user) {
      return close(
        conn,
        conn.userId === null ? REALTIME_CLOSE.unauthorized : REALTIME_CLOSE.sessionRevoked,
        'session ended',
      );
    }
    if (conn.authTimer) clearTimeout(conn.authTimer);
    conn.authTimer = null;
    conn.userId = user.id;
    conn.sessionId = claims.sessionId;
    const mine = byUser.get(user.id) ?? new Set<Conn>();
    byUser.set(user.id, mine);
    mine.add(conn);
    const channels = channelsOfSections(user.sections);
    setChannels(conn, channels);
    // The socket lives as long as its token; a fresh `auth` before then moves the deadline.
    if (conn.expiryTimer) clearTimeout(conn.expiryTimer);
    conn.expiryTimer = setTimeout(
      () => close(conn, REALTIME_CLOSE.tokenExpired, 'token expired'),
      Math.max(0, claims.expiresAt * 1000 - Date.now()),
    );
    conn.expiryTimer.unref();
    send(conn, { type: 'ready', userId: user.id, channels, expiresAt: claims.expiresAt });
    if ((accessVersion.get(user.id) ?? 0) !== version) await recheck(conn);
  };

  const onMessage = async (conn: Conn, raw: string): Promise<void> => {
    let message: unknown;
    try {
      message = JSON.parse(raw);
    } catch {
      return close(conn, REALTIME_CLOSE.badMessage, 'bad message');
    }
    const type =
      typeof message === 'object' && message !== null ? (message as { type?: unknown }).type : null;
    if (type === 'auth') return authenticate(conn, (message as { token?: unknown }).token);
    if (type === 'ping') return send(conn, { type: 'pong' });
    return close(conn, REALTIME_CLOSE.badMessage, 'bad message');
  };

  const heartbeat = setInterval(() => {
    for (const conn of all) {
      if (!conn.alive) {
        conn.socket.terminate();
        forget(conn);
        continue;
      }
      conn.alive = false;
      conn.socket.ping();
    }
  }, options.pingIntervalMs ?? 30_000);
  heartbeat.unref();

  const deliver = (message: BusMessage) => {
    if (message.k === 'u') {
      for (const userId of message.u) {
        const conns = byUser.get(userId);
        if (!conns) continue;
        const text = JSON.stringify({ type: 'event', source: 'user', event: message.e, payload: message.p });
        for (const conn of conns) sendEvent(conn, text, null);
      }
    } else if (message.k === 'c') {
      const conns = byChannel.get(message.c);
      if (!conns?.size) return;
      const text = JSON.stringify({ type: 'event', source: message.c, event: message.e, payload: message.p });
      for (const conn of conns) sendEvent(conn, text, message.c);
    } else {
      for (const userId of message.u) {
        accessVersion.set(userId, (accessVersion.get(userId) ?? 0) + 1);
        for (const conn of byUser.get(userId) ?? []) {
          conn.pending++;
          conn.queue = conn.queue
            .then(() => recheck(conn))
            .catch((err: Error) => log.warn({ err: err.message }, 'realtime re-check failed'))
            .finally(() => {
              conn.pending--;
            });
        }
      }
    }
  };

  return {
    /** A new socket: it must send `{type:'auth', token}` first. */
    accept: (socket: WebSocket) => {
      const conn: Conn = {
        socket,
        userId: null,
        sessionId: '',
        channels: new Set(),
        expiryTimer: null,
        authTimer: null,
        alive: true,
        queue: Promise.resolve(),
        pending: 0,
      };
      all.add(conn);
      conn.authTimer = setTimeout(
        () => close(conn, REALTIME_CLOSE.unauthorized, 'authentication required'),
        authTimeoutMs,
      );
      conn.authTimer.unref();
      socket.on('pong', () => {
        conn.alive = true;
      });
      socket.on('message', (data, isBinary) => {
        conn.alive = true;
        if (isBinary) return close(conn, REALTIME_CLOSE.badMessage, 'bad message');
        const raw = data.toString();
        conn.queue = conn.queue
          .then(() => onMessage(conn, raw))
          .catch((err: Error) => {
            log.warn({ err: err.message }, 'realtime message failed');
            close(conn, 1011, 'server error');
          });
      });
      socket.on('close', () => forget(conn));
      socket.on('error', () => forget(conn));
    },

    /** A message from PostgreSQL (any instance's write). */
    receive: (payload: string) => {
      const message = decodeBusMessage(payload);
      if (message) deliver(message);
      else log.warn({ payload: payload.slice(0, 200) }, 'realtime message ignored');
    },

    /** The listener lost messages while reconnecting: every socket refetches. */
    resyncAll: () => {
      const text = JSON.stringify({ type: 'resync' } satisfies RealtimeServerMessage);
      for (const conn of all) if (conn.userId !== null) send(conn, text);
    },

    /** Shutdown: clients reconnect (to another instance) with their usual backoff. */
    closeAll: () => {
      clearInterval(heartbeat);
      for (const conn of [...all]) close(conn, 1001, 'server shutting down');
    },

    /** Sockets by state, for tests and the benchmark. */
    stats: () => ({
      sockets: all.size,
      users: byUser.size,
      channels: Object.fromEntries([...byChannel].map(([c, s]) => [c, s.size])),
    }),
  };
};

export type RealtimeHub = ReturnType<typeof createRealtimeHub>;
