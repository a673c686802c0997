import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { TKioskDeviceListQuery, TKioskDeviceListResponse } from '@zerg/shared';
import type { ListParams } from '../../../components/use-list-state';
import { apiPost } from '../../../lib/api-client';
import { MARKING_QUERY_KEY } from './keys';

export type KioskDeviceFilters = NonNullable<TKioskDeviceListQuery['filters']>;
export type KioskDeviceListParams = ListParams<KioskDeviceFilters>;

export const KIOSK_DEVICES_QUERY_KEY = [...MARKING_QUERY_KEY, 'kiosk-devices'] as const;

/** POST /api/setting/kiosk-devices/list — one page of registered kiosks. */
export const getKioskDevices = (
  params: KioskDeviceListParams,
  signal?: AbortSignal,
): Promise<TKioskDeviceListResponse> =>
  apiPost<TKioskDeviceListResponse>('/setting/kiosk-devices/list', params as TKioskDeviceListQuery, {
    signal,
  });

export const kioskDevicesQueryOptions = (params: KioskDeviceListParams) =>
  queryOptions({
    queryKey: [...KIOSK_DEVICES_QUERY_KEY, params],
    queryFn: ({ signal }) => getKioskDevices(params, signal),
    placeholderData: keepPreviousData,
  });

export const useKioskDevices = (params: KioskDeviceListParams) => useQuery(kioskDevicesQueryOptions(params));
