import type { TRemoteWorkListQuery } from '@zerg/shared';
import { apiDownload } from '../../../lib/api-client';
import { saveFile } from '../../../lib/download';
import type { RemoteWorkListParams } from './get-remote-work';

/** POST /api/setting/homework-status/export — the list's body; every filtered row as .xlsx. */
export const exportRemoteWork = async (params: RemoteWorkListParams): Promise<void> => {
  saveFile(
    await apiDownload(
      '/setting/homework-status/export',
      params as TRemoteWorkListQuery,
      'homework-status.xlsx',
    ),
  );
};
