import { apiDownload } from '../../../lib/api-client';
import { saveFile } from '../../../lib/download';

/** POST /api/rrhh/payroll/payslip/all-pdf — every payslip of the run in one PDF. */
export const downloadAllPayslipsPdf = async (id: number): Promise<void> => {
  saveFile(await apiDownload('/rrhh/payroll/payslip/all-pdf', { runId: id }, 'payslips.pdf'));
};
