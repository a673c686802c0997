import type { TMarkListQuery } from '@zerg/shared';
import { apiDownload } from '../../../lib/api-client';
import { saveFile } from '../../../lib/download';
import type { MarkListParams } from './get-marks';

/**
 * POST /api/rrhh/attendance/mark/export — the list's body. The workbook, or above the server's
 * threshold the job making it, which "My documents" follows (`saveFile`).
 */
export const exportMarks = async (params: MarkListParams): Promise<void> => {
  saveFile(
    await apiDownload('/rrhh/attendance/mark/export', params as TMarkListQuery, 'attendance-marks.xlsx'),
  );
};
