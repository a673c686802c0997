import type { TClientListQuery } from '@zerg/shared';
import { apiDownload } from '../../../lib/api-client';
import { saveFile } from '../../../lib/download';
import type { ClientListParams } from './get-clients';

/** POST /api/setting/client/export — every filtered client as an .xlsx file. */
export const exportClients = async (params: ClientListParams): Promise<void> => {
  saveFile(await apiDownload('/setting/client/export', params as TClientListQuery, 'clients.xlsx'));
};
