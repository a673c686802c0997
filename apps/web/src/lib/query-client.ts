import { MutationCache, QueryCache, QueryClient } from '@tanstack/react-query';
import { isApiError } from './api-error';

export type RequestMeta = {
  /** The caller shows the error itself (a form marking its fields): no global toast. */
  handlesErrors?: boolean;
};

declare module '@tanstack/react-query' {
  // Module augmentation is the library's documented way to type `meta`; it needs an interface.
  interface Register {
    queryMeta: RequestMeta;
    mutationMeta: RequestMeta;
  }
}

export const QUERY_STALE_TIME = 30_000;

// The server asks to try again later: unavailable for a moment (503, its database restarting), or
// the user already has their share of heavy requests running (a report page opens several at once).
const isUnavailable = (error: unknown) =>
  isApiError(error) && (error.status === 503 || error.code === 'TOO_MANY_HEAVY_REQUESTS');

// Client errors will not fix themselves on retry; network and server failures get one, and a
// server that asks to wait gets several tries, spaced as its Retry-After asks (the banner tells the
// user when the server is unavailable).
export const shouldRetry = (failureCount: number, error: unknown): boolean => {
  if (isUnavailable(error)) return failureCount < 8;
  if (isApiError(error) && error.status >= 400 && error.status < 500) return false;
  return failureCount < 1;
};

export const retryDelay = (failureCount: number, error: unknown): number => {
  if (isApiError(error) && isUnavailable(error)) return Math.min(30, error.retryAfterSeconds ?? 5) * 1000;
  return Math.min(1000 * 2 ** failureCount, 30_000);
};

/** The app's QueryClient; `onError` receives every failure nobody claimed (it shows a toast). */
export const createQueryClient = (onError: (error: unknown) => void): QueryClient =>
  new QueryClient({
    queryCache: new QueryCache({
      onError: (error, query) => {
        if (!query.meta?.handlesErrors) onError(error);
      },
    }),
    mutationCache: new MutationCache({
      onError: (error, _variables, _context, mutation) => {
        if (!mutation.meta?.handlesErrors) onError(error);
      },
    }),
    defaultOptions: {
      queries: {
        staleTime: QUERY_STALE_TIME,
        retry: shouldRetry,
        retryDelay,
        refetchOnWindowFocus: false,
      },
      mutations: { retry: false },
    },
  });
