import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { TOk, ZActivateBody } from '@zerg/shared';
import { apiPost } from '../../../lib/api-client';
import { EMPLOYEES_QUERY_KEY } from '../../../lib/query-keys';

export type ActivateBody = ReturnType<typeof ZActivateBody.parse>;

/** POST /api/rrhh/employee/active-employee-by-id — date (reason optional); 409 INVALID_CHANGE if already active. */
export const activateEmployee = (body: ActivateBody): Promise<TOk> =>
  apiPost<TOk>('/rrhh/employee/active-employee-by-id', body);

export const useActivateEmployee = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: activateEmployee,
    meta: { handlesErrors: true },
    onSettled: () => queryClient.invalidateQueries({ queryKey: EMPLOYEES_QUERY_KEY }),
  });
};
