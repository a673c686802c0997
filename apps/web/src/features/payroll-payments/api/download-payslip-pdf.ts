import { apiDownload } from '../../../lib/api-client';
import { saveFile } from '../../../lib/download';

/** POST /api/rrhh/payroll/payslip/pdf — one payslip as PDF. */
export const downloadPayslipPdf = async (id: number): Promise<void> => {
  saveFile(await apiDownload('/rrhh/payroll/payslip/pdf', { slipId: id }, 'payslip.pdf'));
};
