import { queryOptions, useQuery } from '@tanstack/react-query';
import type { TArea } from '@zerg/shared';
import { apiPost } from '../lib/api-client';
import { REFERENCE_STALE_TIME, referenceKey } from './keys';

/** POST /api/rrhh/employee/get-all-areas — every area of the company. */
export const getAreas = (signal?: AbortSignal): Promise<TArea[]> =>
  apiPost<TArea[]>('/rrhh/employee/get-all-areas', {}, { signal });

export const areasQueryOptions = () =>
  queryOptions({
    queryKey: referenceKey('areas'),
    queryFn: ({ signal }) => getAreas(signal),
    staleTime: REFERENCE_STALE_TIME,
  });

export const useAreas = () => useQuery(areasQueryOptions());
