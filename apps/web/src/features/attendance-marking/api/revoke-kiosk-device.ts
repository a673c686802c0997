import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { TKioskDevice } from '@zerg/shared';
import { apiPost } from '../../../lib/api-client';
import { KIOSK_DEVICES_QUERY_KEY } from './get-kiosk-devices';

/** POST /api/setting/kiosk-devices/revoke — final; 409 INVALID_CHANGE when it already is. */
export const revokeKioskDevice = (id: number): Promise<TKioskDevice> =>
  apiPost<TKioskDevice>('/setting/kiosk-devices/revoke', { id });

export const useRevokeKioskDevice = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: revokeKioskDevice,
    meta: { handlesErrors: true },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: KIOSK_DEVICES_QUERY_KEY }),
  });
};
