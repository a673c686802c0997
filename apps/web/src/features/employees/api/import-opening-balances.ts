import type { TImportReport } from '@zerg/shared';
import { apiUpload } from '../../../lib/api-client';

/**
 * POST /api/rrhh/employee/opening-balance/import — multipart `file`, one row per worker and month,
 * for any number of workers. All or nothing: the report names each refused row and column.
 */
export const importOpeningBalances = (file: File): Promise<TImportReport> =>
  apiUpload<TImportReport>('/rrhh/employee/opening-balance/import', [['file', file]]);
