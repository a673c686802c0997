import { useMutation } from '@tanstack/react-query';
import type { TKioskScanBody, TMarkResult } from '@zerg/shared';
import { apiPost } from '../../../lib/api-client';

/** POST /api/attendance/kiosk/scan — the kiosk marks the employee whose printed QR it read. */
export const kioskScan = (body: TKioskScanBody): Promise<TMarkResult> =>
  apiPost<TMarkResult>('/attendance/kiosk/scan', body);

export const useKioskScan = () => useMutation({ mutationFn: kioskScan, meta: { handlesErrors: true } });
