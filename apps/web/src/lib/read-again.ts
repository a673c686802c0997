import type { QueryClient, QueryKey } from '@tanstack/react-query';

/**
 * Reads again the queries under `queryKey` after news from the server (a real-time event). A first
 * read still on its way may answer what the database held before the news: TanStack joins an
 * invalidation to a first read rather than cancelling it, so that read is cancelled and made anew.
 * Otherwise the screen would keep the older answer, with no further news to come.
 */
export const readAgain = (queryClient: QueryClient, queryKey: QueryKey): Promise<void> => {
  const firstReads = queryClient
    .getQueryCache()
    .findAll({ queryKey })
    .filter((q) => q.state.data === undefined && q.state.fetchStatus === 'fetching');
  // Marked stale at once when nothing is on its way; after the cancellations otherwise.
  if (!firstReads.length) return queryClient.invalidateQueries({ queryKey });
  return Promise.all(
    firstReads.map((q) => queryClient.cancelQueries({ queryKey: q.queryKey, exact: true })),
  ).then(() => queryClient.invalidateQueries({ queryKey }));
};
