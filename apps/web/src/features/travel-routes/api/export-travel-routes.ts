import type { TTravelRouteListQuery } from '@zerg/shared';
import { apiDownload } from '../../../lib/api-client';
import { saveFile } from '../../../lib/download';
import type { TravelRouteListParams } from './get-travel-routes';

/** POST /api/setting/travel-route/export — every filtered row as an .xlsx file. */
export const exportTravelRoutes = async (params: TravelRouteListParams): Promise<void> => {
  saveFile(
    await apiDownload('/setting/travel-route/export', params as TTravelRouteListQuery, 'travel-routes.xlsx'),
  );
};
