import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { TEmployeeSchedule, TUpdateScheduleBody } from '@zerg/shared';
import { employeeScheduleQueryOptions } from '../../../components/employee-record/api/get-employee-schedule';
import { apiPost } from '../../../lib/api-client';

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
      queryClient.setQueryData(employeeScheduleQueryOptions(body.employee_id).queryKey, schedule),
  });
};
