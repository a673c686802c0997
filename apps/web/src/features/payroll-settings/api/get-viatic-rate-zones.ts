import { queryOptions, useQuery } from '@tanstack/react-query';
import type { TViaticZonesResponse } from '@zerg/shared';
import { apiPost } from '../../../lib/api-client';
import { VIATIC_RATES_QUERY_KEY } from './keys';

/** POST /api/setting/viatic-rate/zones — active zones with the rate in force on `date` (the zone picker). */
export const getViaticRateZones = (date: string, signal?: AbortSignal): Promise<TViaticZonesResponse> =>
  apiPost<TViaticZonesResponse>('/setting/viatic-rate/zones', { date }, { signal });

export const viaticRateZonesQueryOptions = (date: string) =>
  queryOptions({
    queryKey: [...VIATIC_RATES_QUERY_KEY, 'zones', date],
    queryFn: ({ signal }) => getViaticRateZones(date, signal),
  });

export const useViaticRateZones = (date: string) => useQuery(viaticRateZonesQueryOptions(date));
