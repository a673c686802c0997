import type { TYearQuery } from '@zerg/shared';
import { apiDownload } from '../../../lib/api-client';
import { saveFile } from '../../../lib/download';
import type { YearParams } from './get-year-report';

/**
 * POST /api/rrhh/report/year/export — the year report. The workbook, or above the server's threshold the job making it, which "My documents"
 * follows (`saveFile`).
 */
export const exportYearReport = async (params: YearParams): Promise<void> => {
  saveFile(
    await apiDownload(
      '/rrhh/report/year/export',
      params as TYearQuery,
      `attendance-year-${params.year}.xlsx`,
    ),
  );
};
