import { apiDownload } from '../../../lib/api-client';
import { saveFile } from '../../../lib/download';

/** POST /api/rrhh/payroll/certificates/work/pdf — the certificado de trabajo of a ceased worker. */
export const downloadWorkCertificate = async (employeeId: number): Promise<void> => {
  saveFile(
    await apiDownload(
      '/rrhh/payroll/certificates/work/pdf',
      { employeeId },
      `certificado-trabajo-${employeeId}.pdf`,
    ),
  );
};
