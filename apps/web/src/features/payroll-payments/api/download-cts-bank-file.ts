import type { TCtsBankFileBody } from '@zerg/shared';
import { apiDownload } from '../../../lib/api-client';
import { saveFile } from '../../../lib/download';

/** POST /api/rrhh/payroll/cts/bank-file — the deposits to one bank's CTS accounts in a layout. */
export const downloadCtsBankFile = async (body: TCtsBankFileBody): Promise<void> => {
  saveFile(await apiDownload('/rrhh/payroll/cts/bank-file', body, `cts-${body.bank}.txt`));
};
