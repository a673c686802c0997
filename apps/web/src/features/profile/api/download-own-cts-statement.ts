import type { TCtsRunBody } from '@zerg/shared';
import { apiDownload } from '../../../lib/api-client';
import { saveFile } from '../../../lib/download';

/** POST /api/rrhh/payroll/cts/own/pdf — the worker's own liquidación de depósito de CTS. */
export const downloadOwnCtsStatement = async (runId: number): Promise<void> => {
  saveFile(await apiDownload('/rrhh/payroll/cts/own/pdf', { runId } satisfies TCtsRunBody, 'cts.pdf'));
};
