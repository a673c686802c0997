import type { TMonthGridQuery } from '@zerg/shared';
import { apiDownload } from '../../../lib/api-client';
import { saveFile } from '../../../lib/download';
import type { MonthGridParams } from './get-month-grid';

/**
 * POST /api/rrhh/attendance/export — the grid's body. The workbook, or above the server's threshold the job making it, which "My documents"
 * follows (`saveFile`).
 */
export const exportMonthGrid = async (params: MonthGridParams): Promise<void> => {
  saveFile(
    await apiDownload(
      '/rrhh/attendance/export',
      params as TMonthGridQuery,
      `attendance-${params.month}.xlsx`,
    ),
  );
};
