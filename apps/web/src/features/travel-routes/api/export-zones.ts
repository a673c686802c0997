import type { TZoneListQuery } from '@zerg/shared';
import { apiDownload } from '../../../lib/api-client';
import { saveFile } from '../../../lib/download';
import type { ZoneListParams } from './get-zones';

/** POST /api/setting/zone/export — every filtered row as an .xlsx file. */
export const exportZones = async (params: ZoneListParams): Promise<void> => {
  saveFile(await apiDownload('/setting/zone/export', params as TZoneListQuery, 'zones.xlsx'));
};
