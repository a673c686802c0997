import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiGet } from '../../../lib/api-client';

export type TSetupStatus = { needsSetup: boolean };

/** GET /api/setup/status — true only while the database has no user (first production start). */
export const getSetupStatus = (signal?: AbortSignal): Promise<TSetupStatus> =>
  apiGet<TSetupStatus>('/setup/status', { signal });

export const setupStatusQueryOptions = () =>
  queryOptions({
    queryKey: ['setup', 'status'],
    queryFn: ({ signal }) => getSetupStatus(signal),
    staleTime: 0,
    retry: false,
    // The sign-in form still works if this check fails; no toast for it.
    meta: { handlesErrors: true },
  });

export const useSetupStatus = () => useQuery(setupStatusQueryOptions());
