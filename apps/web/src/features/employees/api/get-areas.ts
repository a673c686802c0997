import { queryOptions, useQuery } from '@tanstack/react-query';
import type { TArea } from '@zerg/shared';
import { apiPost } from '../../../lib/api-client';
import { EMPLOYEE_REFERENCES_QUERY_KEY, REFERENCE_STALE_TIME } from './keys';

/** POST /api/rrhh/employee/get-all-areas — every area of the company. */
export const getAreas = (signal?: AbortSignal): Promise<TArea[]> =>
  apiPost<TArea[]>('/rrhh/employee/get-all-areas', {}, { signal });

export const areasQueryOptions = () =>
  queryOptions({
    queryKey: [...EMPLOYEE_REFERENCES_QUERY_KEY, 'areas'],
    queryFn: ({ signal }) => getAreas(signal),
    staleTime: REFERENCE_STALE_TIME,
  });

export const useAreas = () => useQuery(areasQueryOptions());
