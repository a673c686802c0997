import { queryOptions, useQuery } from '@tanstack/react-query';
import type { TCampus } from '@zerg/shared';
import { apiGet } from '../lib/api-client';
import { REFERENCE_STALE_TIME, referenceKey } from './keys';

/** GET /api/campus/list — the company's campuses (sections 4, 8 or 19). */
export const getCampuses = (signal?: AbortSignal): Promise<TCampus[]> =>
  apiGet<TCampus[]>('/campus/list', { signal });

export const campusesQueryOptions = () =>
  queryOptions({
    queryKey: referenceKey('campuses'),
    queryFn: ({ signal }) => getCampuses(signal),
    staleTime: REFERENCE_STALE_TIME,
  });

export const useCampuses = () => useQuery(campusesQueryOptions());
