import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { TKioskDeviceCreateBody, TKioskDeviceRegistered } from '@zerg/shared';
import { apiPost } from '../../../lib/api-client';
import { KIOSK_DEVICES_QUERY_KEY } from './get-kiosk-devices';

/** POST /api/setting/kiosk-devices/create — the answer holds the device token, shown this once. */
export const createKioskDevice = (body: TKioskDeviceCreateBody): Promise<TKioskDeviceRegistered> =>
  apiPost<TKioskDeviceRegistered>('/setting/kiosk-devices/create', body);

export const useCreateKioskDevice = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createKioskDevice,
    meta: { handlesErrors: true },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: KIOSK_DEVICES_QUERY_KEY }),
  });
};
