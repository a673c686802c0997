import type { TAreaListQuery } from '@zerg/shared';
import { apiDownload } from '../../../lib/api-client';
import { saveFile } from '../../../lib/download';
import type { AreaListParams } from './get-area-list';

/** POST /api/setting/area/export — the list's body; answers every filtered row as an .xlsx file. */
export const exportAreas = async (params: AreaListParams): Promise<void> => {
  saveFile(await apiDownload('/setting/area/export', params as TAreaListQuery, 'areas.xlsx'));
};
