import { queryOptions, useQuery } from '@tanstack/react-query';
import { KIOSK_DEVICE_HEADER, type TKioskCode } from '@zerg/shared';
import { apiPost } from '../../../lib/api-client';
import { MARKING_QUERY_KEY } from './keys';

/** POST /api/attendance/kiosk/code — this registered kiosk's current code and its QR, renewed every 30 s. */
export const getKioskCode = (deviceToken: string, signal?: AbortSignal): Promise<TKioskCode> =>
  apiPost<TKioskCode>(
    '/attendance/kiosk/code',
    {},
    { signal, headers: { [KIOSK_DEVICE_HEADER]: deviceToken } },
  );

export const kioskCodeQueryOptions = (deviceToken: string | null) =>
  queryOptions({
    queryKey: [...MARKING_QUERY_KEY, 'kiosk-code', deviceToken],
    queryFn: ({ signal }) => getKioskCode(deviceToken ?? '', signal),
    enabled: deviceToken !== null,
    // A refused device stays refused until an administrator acts: no retry storm. The kiosk
    // screen shows every failure itself, so no toast covers it.
    retry: false,
    meta: { handlesErrors: true },
    refetchInterval: (query) =>
      query.state.status === 'error' ? false : (query.state.data?.refreshInSeconds ?? 30) * 1000,
    refetchIntervalInBackground: true,
    staleTime: 0,
  });

export const useKioskCode = (deviceToken: string | null) => useQuery(kioskCodeQueryOptions(deviceToken));
