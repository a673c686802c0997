import type { TMonthGridQuery } from '@zerg/shared';
import { apiDownload } from '../../../lib/api-client';
import { saveFile } from '../../../lib/download';
import { DEPARTMENT_API, type Department } from './get-department-report';
import type { MonthGridParams } from './get-month-grid';

/**
 * POST /api/<department>/attendance/report/export — the department report. The workbook, or above
 * the server's threshold the job making it, which "My documents" follows (`saveFile`).
 */
export const exportDepartmentReport = async (
  department: Department,
  params: MonthGridParams,
): Promise<void> => {
  saveFile(
    await apiDownload(
      `${DEPARTMENT_API[department]}/export`,
      params as TMonthGridQuery,
      `attendance-${department}-${params.month}.xlsx`,
    ),
  );
};
