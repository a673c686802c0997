import { apiDownload } from '../../../lib/api-client';
import { saveFile } from '../../../lib/download';

/** POST /api/rrhh/employee/generate-worksheet-pdf — the record sheet as a PDF, in the UI language. */
export const downloadWorksheetPdf = async (employeeId: number): Promise<void> => {
  saveFile(
    await apiDownload(
      '/rrhh/employee/generate-worksheet-pdf',
      { employee_id: employeeId },
      `employee-${employeeId}.pdf`,
    ),
  );
};
