import { apiDownload } from '../../../lib/api-client';
import { saveFile } from '../../../lib/download';

/** POST /api/rrhh/payroll/payslip/zip — a zip of the run's payslip PDFs. */
export const downloadPayslipsZip = async (id: number): Promise<void> => {
  saveFile(await apiDownload('/rrhh/payroll/payslip/zip', { runId: id }, 'payslips.zip'));
};
