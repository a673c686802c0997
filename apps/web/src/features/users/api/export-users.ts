import type { TUserListQuery } from '@zerg/shared';
import { apiDownload } from '../../../lib/api-client';
import { saveFile } from '../../../lib/download';
import type { UserListParams } from './get-users';

/** POST /api/user/export — the list's body; answers every filtered row as an .xlsx file. */
export const exportUsers = async (params: UserListParams): Promise<void> => {
  saveFile(await apiDownload('/user/export', params as TUserListQuery, 'users.xlsx'));
};
