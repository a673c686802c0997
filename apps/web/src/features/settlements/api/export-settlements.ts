import type { TSettlementListQuery } from '@zerg/shared';
import { apiDownload } from '../../../lib/api-client';
import { saveFile } from '../../../lib/download';
import type { SettlementListParams } from './get-settlements';

/** POST /api/operations/documentary-settlement/export — every filtered trip as .xlsx. */
export const exportSettlements = async (params: SettlementListParams): Promise<void> => {
  saveFile(
    await apiDownload(
      '/operations/documentary-settlement/export',
      params as TSettlementListQuery,
      'documentary-settlements.xlsx',
    ),
  );
};
