import type { TDetailsQuery } from '@zerg/shared';
import { apiDownload } from '../../../lib/api-client';
import { saveFile } from '../../../lib/download';
import type { DetailsParams } from './get-details-report';

/** POST /api/rrhh/report/details/export — every mark of the filter as .xlsx. */
export const exportDetailsReport = async (params: DetailsParams): Promise<void> => {
  saveFile(
    await apiDownload(
      '/rrhh/report/details/export',
      params as TDetailsQuery,
      `attendance-details-${params.from}.xlsx`,
    ),
  );
};
