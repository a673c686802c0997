import type { TTRegistroBody } from '@zerg/shared';
import { apiDownload } from '../../../lib/api-client';
import { saveFile } from '../../../lib/download';

/** POST /api/rrhh/t-registro/download — the zip of the RP_<RUC> files; the server audits it. */
export const downloadTRegistro = async (body: TTRegistroBody): Promise<void> => {
  saveFile(await apiDownload('/rrhh/t-registro/download', body, 't-registro.zip'));
};
