import type { TCtsStatementBody } from '@zerg/shared';
import { apiDownload } from '../../../lib/api-client';
import { saveFile } from '../../../lib/download';

/** POST /api/rrhh/payroll/cts/statement/pdf — one worker's liquidación de depósito de CTS. */
export const downloadCtsStatement = async (body: TCtsStatementBody): Promise<void> => {
  saveFile(await apiDownload('/rrhh/payroll/cts/statement/pdf', body, 'cts.pdf'));
};
