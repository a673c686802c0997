import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { TEmployeeSchedule, TUpdateScheduleBody } from '@zerg/shared';
import { apiPost } from '../../../lib/api-client';
import { employeeRecordKey } from './keys';

/**
 * POST /api/rrhh/employee/update-employee-schedule — seven days from a date; saving again for the
 * same date replaces it. Field errors come as `days.2.exitTime`.
 */
export const updateEmployeeSchedule = (body: TUpdateScheduleBody): Promise<TEmployeeSchedule> =>
  apiPost<TEmployeeSchedule>('/rrhh/employee/update-employee-schedule', body);

export const useUpdateEmployeeSchedule = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateEmployeeSchedule,
    meta: { handlesErrors: true },
    onSuccess: (schedule, body) =>
      queryClient.setQueryData([...employeeRecordKey(body.employee_id), 'schedule'], schedule),
  });
};
