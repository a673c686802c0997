import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { TEmployeeVacations, TRegisterVacationBody } from '@zerg/shared';
import { employeeVacationsQueryOptions } from '../../../components/employee-record/api/get-employee-vacations';
import { apiPost } from '../../../lib/api-client';

/**
 * POST /api/rrhh/employee/register-employee-vacation — the server checks the service year, the
 * balance and overlaps, and answers field errors (`endDate`, `startDate`, `serviceYear`).
 */
export const registerVacation = (body: TRegisterVacationBody): Promise<TEmployeeVacations> =>
  apiPost<TEmployeeVacations>('/rrhh/employee/register-employee-vacation', body);

export const useRegisterVacation = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: registerVacation,
    meta: { handlesErrors: true },
    onSuccess: (vacations, body) =>
      queryClient.setQueryData(employeeVacationsQueryOptions(body.employee_id).queryKey, vacations),
  });
};
