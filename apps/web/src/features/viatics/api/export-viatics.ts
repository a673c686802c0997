import type { TViaticListQuery } from '@zerg/shared';
import { apiDownload } from '../../../lib/api-client';
import { saveFile } from '../../../lib/download';
import type { ViaticListParams } from './get-viatics';

/** POST /api/rrhh/viatic/export — the list's body; every filtered row as .xlsx. */
export const exportViatics = async (params: ViaticListParams): Promise<void> => {
  saveFile(await apiDownload('/rrhh/viatic/export', params as TViaticListQuery, 'viatics.xlsx'));
};
