import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { TEmployeeVacations } from '@zerg/shared';
import { employeeVacationsQueryOptions } from '../../../components/employee-record/api/get-employee-vacations';
import { apiPost } from '../../../lib/api-client';

/** POST /api/rrhh/employee/cancel-employee-vacation — only a period that has not started; else 409. */
export const cancelVacation = (vacationId: number): Promise<TEmployeeVacations> =>
  apiPost<TEmployeeVacations>('/rrhh/employee/cancel-employee-vacation', { vacation_id: vacationId });

export const useCancelVacation = (employeeId: number) => {
  const queryClient = useQueryClient();
  const key = employeeVacationsQueryOptions(employeeId).queryKey;
  return useMutation({
    mutationFn: cancelVacation,
    onSuccess: (vacations) => queryClient.setQueryData(key, vacations),
    onError: () => queryClient.invalidateQueries({ queryKey: key }),
  });
};
