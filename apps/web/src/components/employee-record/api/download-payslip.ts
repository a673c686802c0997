import { apiDownload } from '../../../lib/api-client';
import { saveFile } from '../../../lib/download';

/**
 * POST /api/rrhh/payroll/employee/get-payroll-pdf — one payslip as the legal PDF: the worker's own
 * once approved, or any payslip of a worker HR may read.
 */
export const downloadPayslip = async (slipId: number): Promise<void> => {
  saveFile(await apiDownload('/rrhh/payroll/employee/get-payroll-pdf', { slipId }, `payslip-${slipId}.pdf`));
};
