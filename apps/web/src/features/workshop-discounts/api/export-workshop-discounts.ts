import type { TDiscountListQuery } from '@zerg/shared';
import { apiDownload } from '../../../lib/api-client';
import { saveFile } from '../../../lib/download';
import type { WorkshopDiscountListParams } from './get-workshop-discounts';

/**
 * POST /api/workshop/discount/export — the list's body. The workbook, or above the server's threshold the job making it, which "My documents"
 * follows (`saveFile`).
 */
export const exportWorkshopDiscounts = async (params: WorkshopDiscountListParams): Promise<void> => {
  saveFile(
    await apiDownload('/workshop/discount/export', params as TDiscountListQuery, 'workshop-discounts.xlsx'),
  );
};
