import type { CacheRegistry } from '../cache/live-cache.ts';
import type { LoadCurrentUser } from './authenticate.ts';
import type { CurrentUser } from './current-user.ts';

/**
 * The request's user, kept per user and session on this instance instead of read on every request.
 * Every write to what it holds (the user row, sections, modules, the session; the worker's area
 * behind the employee scope) makes PostgreSQL tell every instance to forget it at commit (the
 * triggers of migration `0036_cache_invalidation`), so a revoked section or session is refused on
 * the next request wherever it lands. A user is not kept past their session's end nor past
 * `MAX_AGE_MS`, and never while this instance's listener is down.
 */
const MAX_AGE_MS = 5 * 60_000;
const MAX_ENTRIES = 20_000;

export const cachedCurrentUser = (caches: CacheRegistry, load: LoadCurrentUser): LoadCurrentUser => {
  const cache = caches.create<CurrentUser | null>({
    topic: 'user',
    maxEntries: MAX_ENTRIES,
    maxAgeMs: MAX_AGE_MS,
    idsOf: (user) => (user ? [user.id] : []),
    until: (user) => user?.sessionExpiresAt,
  });
  return (userId, sessionId) => cache.through(`${userId}:${sessionId}`, () => load(userId, sessionId));
};
