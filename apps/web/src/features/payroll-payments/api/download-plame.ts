import type { TPlameExportBody } from '@zerg/shared';
import { apiDownload } from '../../../lib/api-client';
import { saveFile } from '../../../lib/download';

/**
 * POST /api/rrhh/payroll/plame/export — the PLAME files (.rem, .jor, .snl, .toc) in a zip. They
 * declare the employer's whole month: the run names its company and period, the server gathers
 * every approved or paid run of them, and adds this one when it is still a draft (a preview).
 */
export const downloadPlame = async (runId: number): Promise<void> => {
  saveFile(
    await apiDownload('/rrhh/payroll/plame/export', { runId } satisfies TPlameExportBody, 'plame.zip'),
  );
};
