import { useMutation } from '@tanstack/react-query';
import { KIOSK_DEVICE_HEADER, type TKioskScanBody, type TMarkResult } from '@zerg/shared';
import { apiPost } from '../../../lib/api-client';

type KioskScan = TKioskScanBody & { deviceToken: string };

/** POST /api/attendance/kiosk/scan — this registered kiosk marks the employee whose printed QR it read. */
export const kioskScan = ({ deviceToken, ...body }: KioskScan): Promise<TMarkResult> =>
  apiPost<TMarkResult>('/attendance/kiosk/scan', body, { headers: { [KIOSK_DEVICE_HEADER]: deviceToken } });

export const useKioskScan = () => useMutation({ mutationFn: kioskScan, meta: { handlesErrors: true } });
