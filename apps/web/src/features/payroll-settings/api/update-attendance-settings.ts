import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { TAttendanceSettings, TAttendanceSettingsBody } from '@zerg/shared';
import { apiPost } from '../../../lib/api-client';
import { ATTENDANCE_SETTINGS_QUERY_KEY } from './keys';

/**
 * POST /api/setting/payroll/attendance/update — saves the tolerance; a change queues the recompute of
 * this month's open days, named in the answer (`recomputeBatchId`).
 */
export const updateAttendanceSettings = (body: TAttendanceSettingsBody): Promise<TAttendanceSettings> =>
  apiPost<TAttendanceSettings>('/setting/payroll/attendance/update', body);

export const useUpdateAttendanceSettings = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateAttendanceSettings,
    meta: { handlesErrors: true },
    onSuccess: (saved) => queryClient.setQueryData(ATTENDANCE_SETTINGS_QUERY_KEY, saved),
  });
};
