import pg from 'pg';

export type PgListenerOptions = {
  /** How to open the dedicated connection (the pool's own settings). */
  connection: pg.ClientConfig;
  channel: string;
  onMessage: (payload: string) => void;
  /** Called after a lost connection is back: messages sent meanwhile were missed. */
  onReconnect: () => void;
  /** Whether the connection is listening now: true after each (re)connection, false when it is lost. */
  onLive?: (live: boolean) => void;
  log: { warn: (obj: object, msg: string) => void; info: (obj: object, msg: string) => void };
  /** Backoff bounds between attempts to reconnect. */
  minDelayMs?: number;
  maxDelayMs?: number;
};

export type PgListener = {
  start: () => Promise<void>;
  stop: () => Promise<void>;
  /** The live connection, if any (tests end it to show the reconnect). */
  readonly client: pg.Client | null;
};

/**
 * One dedicated connection per app instance that LISTENs on the real-time channel (outside the pool,
 * whose connections come and go). When it drops (database restart, network), it reconnects with
 * backoff and reports it, so the sockets are told to resynchronise.
 */
export const createPgListener = (options: PgListenerOptions): PgListener => {
  const minDelay = options.minDelayMs ?? 250;
  const maxDelay = options.maxDelayMs ?? 10_000;
  let client: pg.Client | null = null;
  let stopped = false;
  let attempt = 0;
  let timer: NodeJS.Timeout | null = null;
  let everConnected = false;

  const connect = async (): Promise<void> => {
    const next = new pg.Client(options.connection);
    // Without a listener node-postgres would crash the process on a dropped connection.
    next.on('error', (err) => options.log.warn({ err: err.message }, 'realtime listener connection error'));
    next.on('end', () => {
      // A failed attempt ending after a newer connection succeeded changes nothing.
      if (client !== null && client !== next) return;
      if (client === next) options.onLive?.(false);
      client = null;
      if (!stopped) scheduleReconnect();
    });
    next.on('notification', (msg) => {
      if (msg.channel === options.channel && msg.payload) options.onMessage(msg.payload);
    });
    await next.connect();
    await next.query(`listen ${pg.escapeIdentifier(options.channel)}`);
    if (stopped) {
      await next.end().catch(() => {});
      return;
    }
    client = next;
    attempt = 0;
    options.onLive?.(true);
    if (everConnected) {
      options.log.info({}, 'realtime listener reconnected');
      options.onReconnect();
    }
    everConnected = true;
  };

  const scheduleReconnect = () => {
    if (stopped || timer) return;
    const delay = Math.min(maxDelay, minDelay * 2 ** attempt);
    attempt++;
    timer = setTimeout(() => {
      timer = null;
      connect().catch((err: Error) => {
        options.log.warn({ err: err.message }, 'realtime listener could not reconnect');
        scheduleReconnect();
      });
    }, delay);
    timer.unref();
  };

  return {
    start: () => {
      stopped = false;
      return connect();
    },
    stop: async () => {
      stopped = true;
      if (timer) clearTimeout(timer);
      timer = null;
      const current = client;
      client = null;
      options.onLive?.(false);
      await current?.end().catch(() => {});
    },
    get client() {
      return client;
    },
  };
};
