import { queryOptions, useQuery } from '@tanstack/react-query';
import type { TOption } from '@zerg/shared';
import { apiPost } from '../../../lib/api-client';
import { ZONE_KEY } from './keys';

/** POST /api/setting/zone/select — the active rows, for pickers. */
export const getZoneOptions = (signal?: AbortSignal): Promise<TOption[]> =>
  apiPost<TOption[]>('/setting/zone/select', {}, { signal });

export const zoneOptionsQueryOptions = () =>
  queryOptions({ queryKey: [...ZONE_KEY, 'options'], queryFn: ({ signal }) => getZoneOptions(signal) });

export const useZoneOptions = () => useQuery(zoneOptionsQueryOptions());
