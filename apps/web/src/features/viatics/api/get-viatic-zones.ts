import { queryOptions, useQuery } from '@tanstack/react-query';
import type { TViaticZonesResponse } from '@zerg/shared';
import { apiPost } from '../../../lib/api-client';
import { VIATICS_QUERY_KEY } from './keys';

/** POST /api/rrhh/viatic/zones — active zones with the daily rates in force on `date`. */
export const getViaticZones = (date: string, signal?: AbortSignal): Promise<TViaticZonesResponse> =>
  apiPost<TViaticZonesResponse>('/rrhh/viatic/zones', { date }, { signal });

export const viaticZonesQueryOptions = (date: string) =>
  queryOptions({
    queryKey: [...VIATICS_QUERY_KEY, 'zones', date],
    queryFn: ({ signal }) => getViaticZones(date, signal),
    staleTime: 60_000,
  });

export const useViaticZones = (date: string) => useQuery(viaticZonesQueryOptions(date));
