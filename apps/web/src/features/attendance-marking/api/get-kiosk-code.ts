import { queryOptions, useQuery } from '@tanstack/react-query';
import type { TKioskCode } from '@zerg/shared';
import { apiPost } from '../../../lib/api-client';
import { MARKING_QUERY_KEY } from './keys';

/** POST /api/attendance/kiosk/code — the campus's current signed code and its QR, renewed every 30 s. */
export const getKioskCode = (campusId: number, signal?: AbortSignal): Promise<TKioskCode> =>
  apiPost<TKioskCode>('/attendance/kiosk/code', { campusId }, { signal });

export const kioskCodeQueryOptions = (campusId: number | null) =>
  queryOptions({
    queryKey: [...MARKING_QUERY_KEY, 'kiosk-code', campusId],
    queryFn: ({ signal }) => getKioskCode(campusId ?? 0, signal),
    enabled: campusId !== null,
    refetchInterval: (query) => (query.state.data?.refreshInSeconds ?? 30) * 1000,
    refetchIntervalInBackground: true,
    staleTime: 0,
  });

export const useKioskCode = (campusId: number | null) => useQuery(kioskCodeQueryOptions(campusId));
