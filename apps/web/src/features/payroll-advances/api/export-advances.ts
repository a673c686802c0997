import type { TAdvanceListQuery } from '@zerg/shared';
import { apiDownload } from '../../../lib/api-client';
import { saveFile } from '../../../lib/download';
import type { AdvanceListParams } from './get-advances';

/** POST /api/rrhh/payroll/advance/export — the list's body; every filtered row as .xlsx. */
export const exportAdvances = async (params: AdvanceListParams): Promise<void> => {
  saveFile(await apiDownload('/rrhh/payroll/advance/export', params as TAdvanceListQuery, 'advances.xlsx'));
};
