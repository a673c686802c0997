import type { TEntityGroupListQuery } from '@zerg/shared';
import { apiDownload } from '../../../lib/api-client';
import { saveFile } from '../../../lib/download';
import type { EntityGroupListParams } from './get-entity-groups';

/** POST /api/setting/entity-group/export — every filtered group as an .xlsx file. */
export const exportEntityGroups = async (params: EntityGroupListParams): Promise<void> => {
  saveFile(
    await apiDownload('/setting/entity-group/export', params as TEntityGroupListQuery, 'entity-groups.xlsx'),
  );
};
