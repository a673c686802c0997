import { apiDownload } from '../../../lib/api-client';
import { saveFile } from '../../../lib/download';

/** POST /api/rrhh/payroll/plame/export — the PLAME files (.rem, .jor, .snl, .toc) in a zip. */
export const downloadPlame = async (id: number): Promise<void> => {
  saveFile(await apiDownload('/rrhh/payroll/plame/export', { runId: id }, 'plame.zip'));
};
