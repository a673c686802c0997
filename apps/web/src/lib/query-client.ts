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

// Client errors will not fix themselves on retry; only network and server failures get one.
const shouldRetry = (failureCount: number, error: unknown): boolean => {
  if (isApiError(error) && error.status >= 400 && error.status < 500) return false;
  return failureCount < 1;
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
        refetchOnWindowFocus: false,
      },
      mutations: { retry: false },
    },
  });
