import type { TRoleListQuery } from '@zerg/shared';
import { apiDownload } from '../../../lib/api-client';
import { saveFile } from '../../../lib/download';
import type { RoleListParams } from './get-role-list';

/** POST /api/setting/role/export — the list's body; answers every filtered row as an .xlsx file. */
export const exportRoles = async (params: RoleListParams): Promise<void> => {
  saveFile(await apiDownload('/setting/role/export', params as TRoleListQuery, 'roles.xlsx'));
};
