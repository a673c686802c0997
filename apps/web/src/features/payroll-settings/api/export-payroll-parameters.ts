import type { TPayrollParameterListQuery } from '@zerg/shared';
import { apiDownload } from '../../../lib/api-client';
import { saveFile } from '../../../lib/download';
import type { PayrollParameterListParams } from './get-payroll-parameters';

/** POST /api/setting/payroll/parameter/export — the filtered history as .xlsx. */
export const exportPayrollParameters = async (params: PayrollParameterListParams): Promise<void> => {
  saveFile(
    await apiDownload(
      '/setting/payroll/parameter/export',
      params as TPayrollParameterListQuery,
      'payroll-parameters.xlsx',
    ),
  );
};
