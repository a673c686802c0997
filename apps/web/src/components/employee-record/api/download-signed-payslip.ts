import { apiDownload } from '../../../lib/api-client';
import { saveFile } from '../../../lib/download';

/** POST /api/rrhh/payroll/employee/get-payroll-signed-pdf — the signed boleta exactly as mailed. */
export const downloadSignedPayslip = async (deliveryId: number): Promise<void> => {
  saveFile(
    await apiDownload(
      '/rrhh/payroll/employee/get-payroll-signed-pdf',
      { deliveryId },
      `boleta-firmada-${deliveryId}.pdf`,
    ),
  );
};
