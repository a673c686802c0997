import { queryOptions, useQuery } from '@tanstack/react-query';
import type { TCampus } from '@zerg/shared';
import { apiGet } from '../../../lib/api-client';
import { USER_CATALOG_QUERY_KEY } from './keys';

/** GET /api/campus/list — the company's campuses. */
export const getCampuses = (signal?: AbortSignal): Promise<TCampus[]> =>
  apiGet<TCampus[]>('/campus/list', { signal });

export const campusesQueryOptions = () =>
  queryOptions({
    queryKey: [...USER_CATALOG_QUERY_KEY, 'campuses'],
    queryFn: ({ signal }) => getCampuses(signal),
    staleTime: 5 * 60_000,
  });

export const useCampuses = () => useQuery(campusesQueryOptions());
