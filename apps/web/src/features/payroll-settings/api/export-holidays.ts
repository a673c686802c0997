import type { THolidayListQuery } from '@zerg/shared';
import { apiDownload } from '../../../lib/api-client';
import { saveFile } from '../../../lib/download';
import type { HolidayListParams } from './get-holidays';

/** POST /api/setting/holiday/export — the list's body; every filtered holiday as .xlsx. */
export const exportHolidays = async (params: HolidayListParams, year: number): Promise<void> => {
  saveFile(
    await apiDownload('/setting/holiday/export', params as THolidayListQuery, `holidays-${year}.xlsx`),
  );
};
