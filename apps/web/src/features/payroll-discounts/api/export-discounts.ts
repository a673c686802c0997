import type { TDiscountListQuery } from '@zerg/shared';
import { apiDownload } from '../../../lib/api-client';
import { saveFile } from '../../../lib/download';
import type { DiscountListParams } from './get-discounts';

/**
 * POST /api/rrhh/payroll/discount/export — the list's body. The workbook, or above the server's threshold the job making it, which "My documents"
 * follows (`saveFile`).
 */
export const exportDiscounts = async (params: DiscountListParams): Promise<void> => {
  saveFile(
    await apiDownload('/rrhh/payroll/discount/export', params as TDiscountListQuery, 'discounts.xlsx'),
  );
};
