/**
 * Per-instance caches that PostgreSQL keeps honest. Database triggers send `pg_notify` on the
 * real-time channel in the transaction of every write to what a cache holds (migration
 * `0036_cache_invalidation`), so every instance hears it at commit on its one listening connection
 * and forgets the entries concerned. An entry is trusted only while that connection is up: while it
 * is down every read goes to the database, and when it is back (messages possibly lost) every cache
 * is emptied. See README.md beside this file.
 */

/** What the triggers send: a topic, and the ids concerned (none: every entry of the topic). */
export type StaleMessage = { k: 'x'; t: string; ids?: number[] };

export const parseStaleMessage = (payload: string): StaleMessage | null => {
  if (!payload.startsWith('{"k":"x"')) return null;
  try {
    const value = JSON.parse(payload) as Partial<StaleMessage>;
    if (typeof value.t !== 'string') return null;
    const ids = Array.isArray(value.ids) ? value.ids.filter((n) => Number.isInteger(n)) : undefined;
    return { k: 'x', t: value.t, ids };
  } catch {
    return null;
  }
};

export type LiveCache<V> = {
  /** The cached value, or `load()`'s (kept when no invalidation arrived while it ran). */
  through: (key: string, load: () => Promise<V>) => Promise<V>;
  /** Forgets the entries whose ids meet `ids` (every entry without ids). */
  forget: (ids?: readonly number[]) => void;
  readonly size: number;
};

export type LiveCacheOptions<V> = {
  /** The `t` of the messages that concern it. */
  topic: string;
  /** Beyond it the oldest entry goes. */
  maxEntries: number;
  /** How long an entry lives at most, a safety net behind the notifications. */
  maxAgeMs: number;
  /** The ids a message names the value by (a user id); without it, any message forgets everything. */
  idsOf?: (value: V) => readonly number[];
  /** The entry's own end (a session's expiry), in ms since the epoch. */
  until?: (value: V) => number | undefined;
};

export type CacheRegistry = {
  create: <V>(options: LiveCacheOptions<V>) => LiveCache<V>;
  /** A message from the listener: true when it was a cache message (handled here). */
  receive: (payload: string) => boolean;
  /**
   * Resolves when the next message of `topic` has been applied on this instance (tests wait on it
   * before the request they expect refused: PostgreSQL delivers at commit, but on its own connection).
   */
  heard: (topic: string) => Promise<void>;
  /** Drops the waits on `topic` (a barrier whose transaction changed nothing cached). */
  unheard: (topic: string) => void;
  /** Empties every cache (a barrier that did not come back in time). */
  forgetAll: () => void;
  /** The listener is up (true) or lost (false); both empty every cache. */
  setLive: (live: boolean) => void;
  readonly live: boolean;
};

/** One registry per app instance; the real-time listener feeds it (platform/realtime/realtime.ts). */
export const createCacheRegistry = (): CacheRegistry => {
  let live = false;
  const caches: { topic: string; forget: (ids?: readonly number[]) => void }[] = [];
  // Any invalidation bumps it: a load that overlapped one may have read the old rows, so it is not kept.
  let generation = 0;
  const waiting: { topic: string; done: () => void }[] = [];

  const create = <V>(options: LiveCacheOptions<V>): LiveCache<V> => {
    const entries = new Map<string, { value: V; until: number }>();
    const cache: LiveCache<V> = {
      through: async (key, load) => {
        if (!live) return load();
        // A write committed on another instance reaches this one's listener as the request it
        // preceded may arrive: when both are ready at once, the request's callback can run first.
        // One turn of the event loop lets every callback already due, the listener's among them,
        // run before an entry is trusted.
        await new Promise<void>((done) => setImmediate(done));
        const hit = entries.get(key);
        const now = Date.now();
        if (hit && hit.until > now) return hit.value;
        if (hit) entries.delete(key);
        const started = generation;
        const value = await load();
        if (live && started === generation && value !== null) {
          const own = options.until?.(value);
          const until = Math.min(Date.now() + options.maxAgeMs, own ?? Number.POSITIVE_INFINITY);
          entries.set(key, { value, until });
          if (entries.size > options.maxEntries) {
            const oldest = entries.keys().next();
            if (!oldest.done) entries.delete(oldest.value);
          }
        }
        return value;
      },
      forget: (ids) => {
        generation++;
        if (!ids || !options.idsOf) return entries.clear();
        const named = new Set(ids);
        for (const [key, entry] of entries) {
          if (options.idsOf(entry.value).some((id) => named.has(id))) entries.delete(key);
        }
      },
      get size() {
        return entries.size;
      },
    };
    caches.push({ topic: options.topic, forget: cache.forget });
    return cache;
  };

  const clearAll = () => {
    for (const { forget } of caches) forget();
  };

  return {
    create,
    receive: (payload) => {
      const message = parseStaleMessage(payload);
      if (!message) return false;
      for (const { topic, forget } of caches) if (topic === message.t) forget(message.ids);
      for (const waiter of waiting.filter((w) => w.topic === message.t)) {
        waiting.splice(waiting.indexOf(waiter), 1);
        waiter.done();
      }
      return true;
    },
    heard: (topic) => new Promise((done) => waiting.push({ topic, done })),
    unheard: (topic) => {
      for (const waiter of waiting.filter((w) => w.topic === topic))
        waiting.splice(waiting.indexOf(waiter), 1);
    },
    forgetAll: clearAll,
    setLive: (next) => {
      live = next;
      clearAll();
    },
    get live() {
      return live;
    },
  };
};
