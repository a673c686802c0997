import type { TEmployeeFile } from '@zerg/shared';
import { apiGetFile } from '../../../lib/api-client';
import { saveFile } from '../../../lib/download';

/** GET /api/rrhh/employee/file/:id — a stored document, under its (made safe) original name. */
export const downloadEmployeeFile = async (
  file: Pick<TEmployeeFile, 'id' | 'originalName'>,
): Promise<void> => {
  saveFile(await apiGetFile(`/rrhh/employee/file/${file.id}`, file.originalName));
};
