import type { TKioskDeviceListQuery } from '@zerg/shared';
import { apiDownload } from '../../../lib/api-client';
import { saveFile } from '../../../lib/download';
import type { KioskDeviceListParams } from './get-kiosk-devices';

/** POST /api/setting/kiosk-devices/export — the list's body; every filtered kiosk as .xlsx. */
export const exportKioskDevices = async (params: KioskDeviceListParams): Promise<void> => {
  saveFile(
    await apiDownload('/setting/kiosk-devices/export', params as TKioskDeviceListQuery, 'kiosk-devices.xlsx'),
  );
};
