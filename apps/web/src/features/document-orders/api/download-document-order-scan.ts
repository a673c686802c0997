import { apiGetFile } from '../../../lib/api-client';
import { saveFile } from '../../../lib/download';

/** GET /api/operations/document-order/scan/:id — the stored scan, under its own name. */
export const downloadDocumentOrderScan = async (id: number, name: string) =>
  saveFile(await apiGetFile(`/operations/document-order/scan/${id}`, name));
