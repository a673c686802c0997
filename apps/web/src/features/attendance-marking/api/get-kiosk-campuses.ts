import { queryOptions, useQuery } from '@tanstack/react-query';
import type { TOption } from '@zerg/shared';
import { apiPost } from '../../../lib/api-client';
import { MARKING_QUERY_KEY } from './keys';

/** POST /api/attendance/kiosk/campuses — where a kiosk may stand. */
export const getKioskCampuses = (signal?: AbortSignal): Promise<TOption[]> =>
  apiPost<TOption[]>('/attendance/kiosk/campuses', {}, { signal });

export const kioskCampusesQueryOptions = () =>
  queryOptions({
    queryKey: [...MARKING_QUERY_KEY, 'campuses'],
    queryFn: ({ signal }) => getKioskCampuses(signal),
    staleTime: 5 * 60_000,
  });

export const useKioskCampuses = () => useQuery(kioskCampusesQueryOptions());
