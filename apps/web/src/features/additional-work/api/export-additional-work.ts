import type { TAdditionalWorkListQuery } from '@zerg/shared';
import { apiDownload } from '../../../lib/api-client';
import { saveFile } from '../../../lib/download';
import type { AdditionalWorkListParams } from './get-additional-work';

/** POST /api/rrhh/additional-work/export — the list's body; every filtered row as .xlsx. */
export const exportAdditionalWork = async (params: AdditionalWorkListParams): Promise<void> => {
  saveFile(
    await apiDownload(
      '/rrhh/additional-work/export',
      params as TAdditionalWorkListQuery,
      'additional-work.xlsx',
    ),
  );
};
