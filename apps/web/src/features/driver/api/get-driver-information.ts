import { queryOptions, useQuery } from '@tanstack/react-query';
import type { TDriverInformation } from '@zerg/shared';
import { apiPost } from '../../../lib/api-client';
import { DRIVER_QUERY_KEY } from './keys';

/** POST /api/driver/get-information-driver — the signed-in driver's own record (SPEC §7). */
export const getDriverInformation = (signal?: AbortSignal): Promise<TDriverInformation> =>
  apiPost<TDriverInformation>('/driver/get-information-driver', {}, { signal });

export const driverInformationQueryOptions = () =>
  queryOptions({
    queryKey: [...DRIVER_QUERY_KEY, 'information'],
    queryFn: ({ signal }) => getDriverInformation(signal),
    // A driver without an employee record gets a 404: the page says so instead of a toast.
    meta: { handlesErrors: true },
    retry: false,
  });

export const useDriverInformation = () => useQuery(driverInformationQueryOptions());
