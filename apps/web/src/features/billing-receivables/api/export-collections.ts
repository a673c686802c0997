import type { TCollectionListQuery } from '@zerg/shared';
import { apiDownload } from '../../../lib/api-client';
import { saveFile } from '../../../lib/download';
import type { CollectionListParams } from './get-collections';

/** POST /api/billing/receivables/collection/export — the list's body; every filtered collection as .xlsx. */
export const exportCollections = async (params: CollectionListParams): Promise<void> => {
  saveFile(
    await apiDownload(
      '/billing/receivables/collection/export',
      params as TCollectionListQuery,
      'collections.xlsx',
    ),
  );
};
