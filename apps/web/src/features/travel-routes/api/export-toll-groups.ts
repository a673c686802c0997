import type { TTollGroupListQuery } from '@zerg/shared';
import { apiDownload } from '../../../lib/api-client';
import { saveFile } from '../../../lib/download';
import type { TollGroupListParams } from './get-toll-groups';

/** POST /api/setting/toll-group/export — every filtered row as an .xlsx file. */
export const exportTollGroups = async (params: TollGroupListParams): Promise<void> => {
  saveFile(
    await apiDownload('/setting/toll-group/export', params as TTollGroupListQuery, 'toll-groups.xlsx'),
  );
};
