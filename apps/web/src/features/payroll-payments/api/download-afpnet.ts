import { apiDownload } from '../../../lib/api-client';
import { saveFile } from '../../../lib/download';

/** POST /api/rrhh/payroll/afpnet/export — the AFPnet workbook. */
export const downloadAfpnet = async (id: number): Promise<void> => {
  saveFile(await apiDownload('/rrhh/payroll/afpnet/export', { runId: id }, 'afpnet.xlsx'));
};
