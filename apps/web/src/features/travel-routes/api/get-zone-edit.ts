import { queryOptions, useQuery } from '@tanstack/react-query';
import type { TZoneEdit } from '@zerg/shared';
import { apiPost } from '../../../lib/api-client';
import { ZONE_KEY } from './keys';

/** POST /api/setting/zone/get-edit — one row as its form needs it. */
export const getZoneEdit = (id: number, signal?: AbortSignal): Promise<TZoneEdit> =>
  apiPost<TZoneEdit>('/setting/zone/get-edit', { id }, { signal });

export const zoneEditQueryOptions = (id: number) =>
  queryOptions({
    queryKey: [...ZONE_KEY, 'edit', id],
    queryFn: ({ signal }) => getZoneEdit(id, signal),
    staleTime: 0,
  });

export const useZoneEdit = (id: number | null) =>
  useQuery({ ...zoneEditQueryOptions(id ?? 0), enabled: (id ?? 0) > 0 });
