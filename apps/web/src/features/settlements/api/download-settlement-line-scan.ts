import { apiGetFile } from '../../../lib/api-client';
import { saveFile } from '../../../lib/download';

/** GET /api/operations/documentary-settlement/line-scan/:id — the stored scan, under its own name. */
export const downloadSettlementLineScan = async (id: number, name: string) =>
  saveFile(await apiGetFile(`/operations/documentary-settlement/line-scan/${id}`, name));
