import { queryOptions, useQuery } from '@tanstack/react-query';
import type { TCampus } from '@zerg/shared';
import { apiGet } from '../../../lib/api-client';
import { EMPLOYEE_REFERENCES_QUERY_KEY, REFERENCE_STALE_TIME } from './keys';

/**
 * GET /api/campus/list — the company's campuses. The route asks for section 4 (users) or 19
 * (roles and areas), so an HR user with section 8 alone gets 403: the form then falls back to the
 * campuses it already knows (see `CampusSelect`).
 */
export const getCampuses = (signal?: AbortSignal): Promise<TCampus[]> =>
  apiGet<TCampus[]>('/campus/list', { signal });

export const campusesQueryOptions = () =>
  queryOptions({
    queryKey: [...EMPLOYEE_REFERENCES_QUERY_KEY, 'campuses'],
    queryFn: ({ signal }) => getCampuses(signal),
    staleTime: REFERENCE_STALE_TIME,
    // A 403 here is expected for HR-only users; the select explains it instead of a toast.
    meta: { handlesErrors: true },
  });

export const useCampuses = () => useQuery(campusesQueryOptions());
