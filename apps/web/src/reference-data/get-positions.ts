import { queryOptions, useQuery } from '@tanstack/react-query';
import type { TPosition } from '@zerg/shared';
import { apiPost } from '../lib/api-client';
import { REFERENCE_STALE_TIME, referenceKey } from './keys';

/** POST /api/rrhh/employee/get-roles-department — the positions of an area (all without one). */
export const getPositions = (areaId: number | undefined, signal?: AbortSignal): Promise<TPosition[]> =>
  apiPost<TPosition[]>('/rrhh/employee/get-roles-department', areaId ? { area_id: areaId } : {}, { signal });

export const positionsQueryOptions = (areaId: number | undefined) =>
  queryOptions({
    queryKey: referenceKey('positions', areaId ?? 'all'),
    queryFn: ({ signal }) => getPositions(areaId, signal),
    staleTime: REFERENCE_STALE_TIME,
  });

/** Positions of the chosen area; nothing is asked until an area is chosen. */
export const usePositions = (areaId: number | undefined | null) =>
  useQuery({ ...positionsQueryOptions(areaId ?? undefined), enabled: Boolean(areaId) });
