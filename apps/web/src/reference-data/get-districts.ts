import { queryOptions, useQuery } from '@tanstack/react-query';
import type { TCodeName } from '@zerg/shared';
import { apiPost } from '../lib/api-client';
import { REFERENCE_STALE_TIME, referenceKey } from './keys';

/** POST /api/rrhh/ubigeo/get-districts — the districts of a province (ubigeo, 6 digits). */
export const getDistricts = (province: string, signal?: AbortSignal): Promise<TCodeName[]> =>
  apiPost<TCodeName[]>('/rrhh/ubigeo/get-districts', { province }, { signal });

export const districtsQueryOptions = (province: string) =>
  queryOptions({
    queryKey: referenceKey('districts', province),
    queryFn: ({ signal }) => getDistricts(province, signal),
    staleTime: REFERENCE_STALE_TIME,
  });

export const useDistricts = (province: string | null | undefined) =>
  useQuery({ ...districtsQueryOptions(province ?? ''), enabled: Boolean(province) });
