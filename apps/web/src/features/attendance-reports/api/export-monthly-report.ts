import type { TMonthGridQuery } from '@zerg/shared';
import { apiDownload } from '../../../lib/api-client';
import { saveFile } from '../../../lib/download';
import type { MonthGridParams } from './get-month-grid';

/**
 * POST /api/rrhh/report/monthly/export — the monthly report. The workbook, or above the server's threshold the job making it, which "My documents"
 * follows (`saveFile`).
 */
export const exportMonthlyReport = async (params: MonthGridParams): Promise<void> => {
  saveFile(
    await apiDownload(
      '/rrhh/report/monthly/export',
      params as TMonthGridQuery,
      `attendance-monthly-${params.month}.xlsx`,
    ),
  );
};
