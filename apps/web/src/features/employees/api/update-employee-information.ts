import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { TEmployeeUpdateBody, TEmployeeUpdated } from '@zerg/shared';
import { apiPost } from '../../../lib/api-client';
import { EMPLOYEES_QUERY_KEY } from '../../../lib/query-keys';

/**
 * POST /api/rrhh/employee/update-employee-information — personal data and lists; bank accounts with
 * an id are updated, new ones added, none deleted. A 200 may carry warnings (`bankAccounts.0.cci`).
 */
export const updateEmployeeInformation = (body: TEmployeeUpdateBody): Promise<TEmployeeUpdated> =>
  apiPost<TEmployeeUpdated>('/rrhh/employee/update-employee-information', body);

export const useUpdateEmployeeInformation = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateEmployeeInformation,
    meta: { handlesErrors: true },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: EMPLOYEES_QUERY_KEY }),
  });
};
