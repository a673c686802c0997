import type { TQuintaCertificateBody } from '@zerg/shared';
import { apiDownload } from '../../../lib/api-client';
import { saveFile } from '../../../lib/download';

/** POST /api/rrhh/payroll/certificates/quinta/pdf — a worker's quinta certificate of a year. */
export const downloadQuintaCertificate = async (body: TQuintaCertificateBody): Promise<void> => {
  saveFile(
    await apiDownload(
      '/rrhh/payroll/certificates/quinta/pdf',
      body,
      `quinta-${body.year}-${body.employeeId}.pdf`,
    ),
  );
};
