import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { TUpdateMultipleScheduleBody } from '@zerg/shared';
import { apiPost } from '../../../lib/api-client';
import { EMPLOYEES_QUERY_KEY } from '../../../lib/query-keys';

/** POST /api/rrhh/employee/update-multiple-employee-schedule — one schedule for up to 1,000 employees. */
export const updateMultipleSchedules = (body: TUpdateMultipleScheduleBody): Promise<{ updated: number }> =>
  apiPost<{ updated: number }>('/rrhh/employee/update-multiple-employee-schedule', body);

export const useUpdateMultipleSchedules = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateMultipleSchedules,
    meta: { handlesErrors: true },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: EMPLOYEES_QUERY_KEY }),
  });
};
