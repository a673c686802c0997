import { REALTIME_CLOSE, type RealtimeServerMessage } from '@zerg/shared';

/** The part of the browser's WebSocket the client uses; tests pass a fake. */
export type SocketLike = {
  readonly readyState: number;
  send: (data: string) => void;
  close: (code?: number, reason?: string) => void;
  onopen: (() => void) | null;
  onmessage: ((event: { data: unknown }) => void) | null;
  onclose: ((event: { code: number }) => void) | null;
};

export type RealtimeClientOptions = {
  url: string;
  /** The current access token (in memory). */
  getToken: () => string | null;
  /** Renews the access token with the refresh cookie; false when the session is over. */
  refresh: () => Promise<boolean>;
  onMessage: (message: RealtimeServerMessage) => void;
  /** Every `ready`; `reconnected` after a drop, when the caller catches up. */
  onReady?: (info: { reconnected: boolean }) => void;
  createSocket?: (url: string) => SocketLike;
  random?: () => number;
  minDelayMs?: number;
  maxDelayMs?: number;
  /** How long before the token expires the client sends a fresh one. */
  renewBeforeMs?: number;
  now?: () => number;
};

/** Exponential backoff with jitter: min·2^attempt capped at max, then between half and all of it. */
export const backoffDelay = (attempt: number, min: number, max: number, random: () => number): number => {
  const ceiling = Math.min(max, min * 2 ** Math.min(attempt, 30));
  return Math.round(ceiling / 2 + (ceiling / 2) * random());
};

/**
 * The web's real-time connection (see the server's platform/realtime/README.md): authenticates with
 * its first message, renews the token before it expires, reconnects with backoff after a drop and
 * reports the reconnection so the caller refetches what it may have missed. A revoked session
 * (4003) ends it for good.
 */
export const createRealtimeClient = (options: RealtimeClientOptions) => {
  const min = options.minDelayMs ?? 1000;
  const max = options.maxDelayMs ?? 30_000;
  const renewBefore = options.renewBeforeMs ?? 60_000;
  const random = options.random ?? Math.random;
  const now = options.now ?? Date.now;
  const createSocket = options.createSocket ?? ((url: string) => new WebSocket(url) as unknown as SocketLike);
  let socket: SocketLike | null = null;
  let stopped = true;
  let attempt = 0;
  let everReady = false;
  let retryTimer: ReturnType<typeof setTimeout> | null = null;
  let renewTimer: ReturnType<typeof setTimeout> | null = null;

  const clearTimers = () => {
    if (retryTimer) clearTimeout(retryTimer);
    if (renewTimer) clearTimeout(renewTimer);
    retryTimer = renewTimer = null;
  };

  const sendAuth = async (current: SocketLike, fresh: boolean) => {
    let token = options.getToken();
    if (!token || fresh) {
      const used = token;
      // Another part of the app may have renewed it already.
      if (!(await options.refresh()) && !options.getToken()) return stop();
      token = options.getToken() ?? used;
    }
    if (socket === current && token) current.send(JSON.stringify({ type: 'auth', token }));
  };

  const scheduleReconnect = (delay: number) => {
    if (stopped || retryTimer) return;
    retryTimer = setTimeout(() => {
      retryTimer = null;
      connect();
    }, delay);
  };

  const connect = () => {
    if (stopped) return;
    const current = createSocket(options.url);
    socket = current;
    current.onopen = () => void sendAuth(current, false);
    current.onmessage = (event) => {
      let message: RealtimeServerMessage;
      try {
        message = JSON.parse(String(event.data)) as RealtimeServerMessage;
      } catch {
        return;
      }
      if (message.type === 'ready') {
        attempt = 0;
        if (renewTimer) clearTimeout(renewTimer);
        renewTimer = setTimeout(
          () => void sendAuth(current, true),
          Math.max(0, message.expiresAt * 1000 - now() - renewBefore),
        );
        const reconnected = everReady;
        everReady = true;
        options.onReady?.({ reconnected });
      }
      options.onMessage(message);
    };
    current.onclose = (event) => {
      if (socket !== current) return;
      socket = null;
      if (renewTimer) clearTimeout(renewTimer);
      renewTimer = null;
      if (stopped) return;
      if (event.code === REALTIME_CLOSE.sessionRevoked) return stop();
      if (event.code === REALTIME_CLOSE.tokenExpired || event.code === REALTIME_CLOSE.unauthorized) {
        // The token was stale: renew it, then come back at once (or give up if the session is over).
        void options.refresh().then((ok) => {
          if (!ok) return stop();
          scheduleReconnect(
            event.code === REALTIME_CLOSE.tokenExpired ? 0 : backoffDelay(attempt++, min, max, random),
          );
        });
        return;
      }
      scheduleReconnect(backoffDelay(attempt++, min, max, random));
    };
  };

  const stop = () => {
    stopped = true;
    clearTimers();
    const current = socket;
    socket = null;
    current?.close(1000, 'client stopped');
  };

  return {
    start: () => {
      if (!stopped) return;
      stopped = false;
      attempt = 0;
      connect();
    },
    stop,
    /** For tests: whether a socket is open or being opened. */
    get connected() {
      return socket !== null;
    },
  };
};

export type RealtimeClient = ReturnType<typeof createRealtimeClient>;

/** `ws(s)://<this host>/api/ws`. */
export const realtimeUrl = (location: Pick<Location, 'protocol' | 'host'>): string =>
  `${location.protocol === 'https:' ? 'wss' : 'ws'}://${location.host}/api/ws`;
