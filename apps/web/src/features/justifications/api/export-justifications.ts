import type { TJustificationListQuery } from '@zerg/shared';
import { apiDownload } from '../../../lib/api-client';
import { saveFile } from '../../../lib/download';
import type { JustificationListParams } from './get-justifications';

/** POST /api/rrhh/justification/export — the list's body; every filtered row as .xlsx. */
export const exportJustifications = async (params: JustificationListParams): Promise<void> => {
  saveFile(
    await apiDownload('/rrhh/justification/export', params as TJustificationListQuery, 'justifications.xlsx'),
  );
};
