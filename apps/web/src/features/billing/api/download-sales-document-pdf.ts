import { apiDownload } from '../../../lib/api-client';
import { saveFile } from '../../../lib/download';

/** POST /api/billing/sales-document/pdf — the printed document, in the client's language. */
export const downloadSalesDocumentPdf = async ({ id, name }: { id: number; name: string }): Promise<void> => {
  saveFile(await apiDownload('/billing/sales-document/pdf', { id }, `${name}.pdf`));
};
