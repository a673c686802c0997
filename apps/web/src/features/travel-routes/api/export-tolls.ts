import type { TTollListQuery } from '@zerg/shared';
import { apiDownload } from '../../../lib/api-client';
import { saveFile } from '../../../lib/download';
import type { TollListParams } from './get-tolls';

/** POST /api/setting/toll/export — every filtered row as an .xlsx file. */
export const exportTolls = async (params: TollListParams): Promise<void> => {
  saveFile(await apiDownload('/setting/toll/export', params as TTollListQuery, 'tolls.xlsx'));
};
