import type { TEmployeeListQuery } from '@zerg/shared';
import { apiDownload } from '../../../lib/api-client';
import { saveFile } from '../../../lib/download';
import type { EmployeeListParams } from './get-employees';

/** POST /api/rrhh/employee/export — the list's body; answers every filtered row as an .xlsx file. */
export const exportEmployees = async (params: EmployeeListParams): Promise<void> => {
  saveFile(await apiDownload('/rrhh/employee/export', params as TEmployeeListQuery, 'employees.xlsx'));
};
