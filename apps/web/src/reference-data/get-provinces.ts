import { queryOptions, useQuery } from '@tanstack/react-query';
import type { TCodeName } from '@zerg/shared';
import { apiPost } from '../lib/api-client';
import { REFERENCE_STALE_TIME, referenceKey } from './keys';

/** POST /api/rrhh/ubigeo/get-provinces — the provinces of a department (ubigeo, 4 digits). */
export const getProvinces = (department: string, signal?: AbortSignal): Promise<TCodeName[]> =>
  apiPost<TCodeName[]>('/rrhh/ubigeo/get-provinces', { department }, { signal });

export const provincesQueryOptions = (department: string) =>
  queryOptions({
    queryKey: referenceKey('provinces', department),
    queryFn: ({ signal }) => getProvinces(department, signal),
    staleTime: REFERENCE_STALE_TIME,
  });

export const useProvinces = (department: string | null | undefined) =>
  useQuery({ ...provincesQueryOptions(department ?? ''), enabled: Boolean(department) });
