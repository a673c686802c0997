import { apiDownload } from '../../../lib/api-client';
import { saveFile } from '../../../lib/download';

/**
 * POST /api/rrhh/payroll/run/export — the month. The workbook, or above the server's threshold the job making it, which "My documents"
 * follows (`saveFile`).
 */
export const downloadRunExcel = async (id: number): Promise<void> => {
  saveFile(await apiDownload('/rrhh/payroll/run/export', { runId: id }, 'payroll.xlsx'));
};
