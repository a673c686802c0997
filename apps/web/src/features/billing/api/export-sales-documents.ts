import type { TSalesDocumentListQuery } from '@zerg/shared';
import { apiDownload } from '../../../lib/api-client';
import { saveFile } from '../../../lib/download';
import type { SalesDocumentListParams } from './get-sales-documents';

/** POST /api/billing/sales-document/export — the list's body; every filtered document as an .xlsx file. */
export const exportSalesDocuments = async (params: SalesDocumentListParams): Promise<void> => {
  saveFile(
    await apiDownload(
      '/billing/sales-document/export',
      params as TSalesDocumentListQuery,
      'sales-documents.xlsx',
    ),
  );
};
