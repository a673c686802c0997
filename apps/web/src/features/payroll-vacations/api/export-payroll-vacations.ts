import type { TPayrollVacationListQuery } from '@zerg/shared';
import { apiDownload } from '../../../lib/api-client';
import { saveFile } from '../../../lib/download';
import type { PayrollVacationListParams } from './get-payroll-vacations';

/**
 * POST /api/rrhh/payroll/vacation/export — the filtered balances. The workbook, or above the server's threshold the job making it, which "My documents"
 * follows (`saveFile`).
 */
export const exportPayrollVacations = async (params: PayrollVacationListParams): Promise<void> => {
  saveFile(
    await apiDownload('/rrhh/payroll/vacation/export', params as TPayrollVacationListQuery, 'vacations.xlsx'),
  );
};
