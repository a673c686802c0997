import { apiGetFile } from '../../../lib/api-client';
import { saveFile } from '../../../lib/download';

/** GET /api/rrhh/employee/import-template — the .xlsx with the import's header row. */
export const downloadImportTemplate = async (): Promise<void> => {
  saveFile(await apiGetFile('/rrhh/employee/import-template', 'employees-import.xlsx'));
};
