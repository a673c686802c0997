import { queryOptions, useQuery } from '@tanstack/react-query';
import type { TAttendanceSettings } from '@zerg/shared';
import { apiGet } from '../../../lib/api-client';
import { ATTENDANCE_SETTINGS_QUERY_KEY } from './keys';

/** GET /api/setting/payroll/attendance/get — the company's attendance rules (late tolerance). */
export const getAttendanceSettings = (signal?: AbortSignal): Promise<TAttendanceSettings> =>
  apiGet<TAttendanceSettings>('/setting/payroll/attendance/get', { signal });

export const attendanceSettingsQueryOptions = () =>
  queryOptions({
    queryKey: ATTENDANCE_SETTINGS_QUERY_KEY,
    queryFn: ({ signal }) => getAttendanceSettings(signal),
  });

export const useAttendanceSettings = () => useQuery(attendanceSettingsQueryOptions());
