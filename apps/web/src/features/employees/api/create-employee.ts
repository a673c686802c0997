import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { TEmployeeCreateBody, TEmployeeCreated } from '@zerg/shared';
import { apiPost } from '../../../lib/api-client';
import { EMPLOYEES_QUERY_KEY } from '../../../lib/query-keys';

/**
 * POST /api/rrhh/employee/create-employee — the whole record. 400 with field paths (`job.salary`,
 * `bankAccounts.0.cci`), 409 DOCUMENT_ALREADY_REGISTERED on `documentNumber`; a 200 may carry warnings.
 */
export const createEmployee = (body: TEmployeeCreateBody): Promise<TEmployeeCreated> =>
  apiPost<TEmployeeCreated>('/rrhh/employee/create-employee', body);

export const useCreateEmployee = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createEmployee,
    meta: { handlesErrors: true },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: EMPLOYEES_QUERY_KEY }),
  });
};
