import { queryOptions, useQuery } from '@tanstack/react-query';
import type { TCodeName } from '@zerg/shared';
import { apiPost } from '../lib/api-client';
import { REFERENCE_STALE_TIME, referenceKey } from './keys';

/** POST /api/rrhh/ubigeo/get-departments — the departments of Peru (ubigeo, 2 digits). */
export const getDepartments = (signal?: AbortSignal): Promise<TCodeName[]> =>
  apiPost<TCodeName[]>('/rrhh/ubigeo/get-departments', {}, { signal });

export const departmentsQueryOptions = () =>
  queryOptions({
    queryKey: referenceKey('departments'),
    queryFn: ({ signal }) => getDepartments(signal),
    staleTime: REFERENCE_STALE_TIME,
  });

export const useDepartments = () => useQuery(departmentsQueryOptions());
