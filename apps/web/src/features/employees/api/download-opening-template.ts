import { apiGetFile } from '../../../lib/api-client';
import { saveFile } from '../../../lib/download';

/** GET /api/rrhh/employee/opening-balance/import-template — the .xlsx with the import's columns. */
export const downloadOpeningTemplate = async (): Promise<void> => {
  saveFile(
    await apiGetFile('/rrhh/employee/opening-balance/import-template', 'opening-balances-import.xlsx'),
  );
};
