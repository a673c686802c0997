import type { TRouteCodeListQuery } from '@zerg/shared';
import { apiDownload } from '../../../lib/api-client';
import { saveFile } from '../../../lib/download';
import type { RouteCodeListParams } from './get-route-codes';

/** POST /api/setting/route-code/export — every filtered row as an .xlsx file. */
export const exportRouteCodes = async (params: RouteCodeListParams): Promise<void> => {
  saveFile(
    await apiDownload('/setting/route-code/export', params as TRouteCodeListQuery, 'route-codes.xlsx'),
  );
};
