import type { TAreaAccessListQuery } from '@zerg/shared';
import { apiDownload } from '../../../lib/api-client';
import { saveFile } from '../../../lib/download';
import type { AreaAccessListParams } from './get-areas-module-list';

/** POST /api/setting/areas-module/export — the list's body; answers every filtered row as an .xlsx file. */
export const exportAreasModule = async (params: AreaAccessListParams): Promise<void> => {
  saveFile(
    await apiDownload('/setting/areas-module/export', params as TAreaAccessListQuery, 'areas-module.xlsx'),
  );
};
