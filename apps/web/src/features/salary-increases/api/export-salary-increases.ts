import type { TSalaryIncreaseListQuery } from '@zerg/shared';
import { apiDownload } from '../../../lib/api-client';
import { saveFile } from '../../../lib/download';
import type { SalaryIncreaseListParams } from './get-salary-increases';

/** POST /api/rrhh/salary-increase/export — the list's body; every filtered row as .xlsx. */
export const exportSalaryIncreases = async (params: SalaryIncreaseListParams): Promise<void> => {
  saveFile(
    await apiDownload(
      '/rrhh/salary-increase/export',
      params as TSalaryIncreaseListQuery,
      'salary-increases.xlsx',
    ),
  );
};
